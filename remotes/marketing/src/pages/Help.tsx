import { useDocumentTitle } from '@thrive/ui';

export default function HelpPage() {
  useDocumentTitle('Help');
  return (
    <section>
      <h1>Get in touch</h1>
    </section>
  );
}
