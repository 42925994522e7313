import { useDocumentTitle } from '@thrive/ui';
import { LAYOUT } from '../copy';

/** A section's heading and what it is for, and the tab's title. */
export function SectionHeading({ heading, description }: { heading: string; description: string }) {
  useDocumentTitle(`${heading} · ${LAYOUT.brand}`);
  return (
    <>
      <h1>{heading}</h1>
      <p>{description}</p>
    </>
  );
}
