import { useDocumentTitle } from '@thrive/ui';

export default function HomePage() {
  useDocumentTitle();
  return (
    <section>
      <h1>Changing lives, one story at a time</h1>
    </section>
  );
}
