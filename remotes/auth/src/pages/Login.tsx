import { useDocumentTitle } from '@thrive/ui';

export default function LoginPage() {
  useDocumentTitle('Login');
  return (
    <main id="main">
      <h1>Login</h1>
    </main>
  );
}
