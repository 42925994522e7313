import { useDocumentTitle } from '@thrive/ui';

export default function PricingPage() {
  useDocumentTitle('Pricing');
  return (
    <section>
      <h1>Pricing</h1>
    </section>
  );
}
