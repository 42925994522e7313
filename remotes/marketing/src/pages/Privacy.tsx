import { useDocumentTitle } from '@thrive/ui';

export default function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <section>
      <h1>Privacy Policy</h1>
    </section>
  );
}
