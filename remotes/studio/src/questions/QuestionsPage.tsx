import { PAGES } from '../copy';
import { SectionHeading } from '../layout/SectionHeading';

/** The studio's questions section (its body is built on issue 43's questions part). */
export default function QuestionsPage() {
  return (
    <SectionHeading heading={PAGES.questions.heading} description={PAGES.questions.description} />
  );
}
