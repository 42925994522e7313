import { PAGES } from '../copy';
import { SectionHeading } from '../layout/SectionHeading';

/** The studio's earnings section (its body is built on issue 43's earnings part). */
export default function EarningsPage() {
  return (
    <SectionHeading heading={PAGES.earnings.heading} description={PAGES.earnings.description} />
  );
}
