import { useDocumentTitle } from '@thrive/ui';

export default function ConfirmPage() {
  useDocumentTitle('Confirm');
  return (
    <main id="main">
      <h1>Confirm</h1>
    </main>
  );
}
