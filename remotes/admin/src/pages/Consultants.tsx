import { useDocumentTitle } from '@thrive/ui';

export default function ConsultantsPage() {
  useDocumentTitle('Consultants');
  return <h1>Consultants</h1>;
}
