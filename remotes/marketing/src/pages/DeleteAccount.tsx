import { useDocumentTitle } from '@thrive/ui';

export default function DeleteAccountPage() {
  useDocumentTitle('Delete Your Account');
  return (
    <section>
      <h1>Delete Your Account</h1>
    </section>
  );
}
