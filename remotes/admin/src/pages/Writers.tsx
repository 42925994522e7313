import { useDocumentTitle } from '@thrive/ui';

export default function WritersPage() {
  useDocumentTitle('Writers');
  return <h1>Writers</h1>;
}
