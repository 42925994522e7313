import { useDocumentTitle } from '@thrive/ui';

export default function AboutPage() {
  useDocumentTitle('About');
  return (
    <section>
      <h1>Get to know Thrive</h1>
    </section>
  );
}
