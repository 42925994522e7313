import { useDocumentTitle } from '@thrive/ui';

export default function UsersPage() {
  useDocumentTitle('Users');
  return <h1>Users</h1>;
}
