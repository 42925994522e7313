import { useDocumentTitle } from '@thrive/ui';

export default function ResetPage() {
  useDocumentTitle('Reset');
  return (
    <main id="main">
      <h1>Reset</h1>
    </main>
  );
}
