import { useDocumentTitle } from '@thrive/ui';

export default function NarrowScreenPage() {
  useDocumentTitle('NarrowScreen');
  return <h1>NarrowScreen</h1>;
}
