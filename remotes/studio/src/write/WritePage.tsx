import { PAGES } from '../copy';
import { SectionHeading } from '../layout/SectionHeading';

/** The studio's write section (its body is built on issue 43's write part). */
export default function WritePage() {
  return <SectionHeading heading={PAGES.write.heading} description={PAGES.write.description} />;
}
