import { PAGES } from '../copy';
import { SectionHeading } from '../layout/SectionHeading';

/** The studio's stories section (its body is built on issue 43's stories part). */
export default function MyStoriesPage() {
  return <SectionHeading heading={PAGES.stories.heading} description={PAGES.stories.description} />;
}
