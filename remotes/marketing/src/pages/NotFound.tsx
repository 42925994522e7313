import { useDocumentTitle } from '@thrive/ui';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section>
      <h1>Page not found</h1>
    </section>
  );
}
