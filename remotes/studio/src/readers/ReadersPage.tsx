import { PAGES } from '../copy';
import { SectionHeading } from '../layout/SectionHeading';

/** The studio's readers section (its body is built on issue 43's readers part). */
export default function ReadersPage() {
  return <SectionHeading heading={PAGES.readers.heading} description={PAGES.readers.description} />;
}
