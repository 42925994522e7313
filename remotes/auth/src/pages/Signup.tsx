import { useDocumentTitle } from '@thrive/ui';

export default function SignupPage() {
  useDocumentTitle('Signup');
  return (
    <main id="main">
      <h1>Signup</h1>
    </main>
  );
}
