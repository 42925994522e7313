import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, useDocumentTitle } from '@thrive/ui';
import { FORM_RESULTS } from './copy';
import { FORM_RESULT_PAGES, type FormResultName } from './pages';
import ui from '../common/Section.module.css';

/**
 * Where a public form sent without JavaScript lands (the shell's server redirects here after
 * the API accepted it): the outcome in the API's words, and where to go next.
 */
export function FormResultPage({ name }: { name: FormResultName }) {
  const result = FORM_RESULTS[name];
  useDocumentTitle(result.title);
  const headingId = `${FORM_RESULT_PAGES[name].path.replace(/\W+/g, '-')}-heading`;
  return (
    <section className={ui.section} aria-labelledby={headingId}>
      <div className={ui.narrow}>
        <h1 id={headingId} className={ui.pageTitle}>
          {result.title}
        </h1>
        <p>{result.message}</p>
        <p>
          <Link to={result.next.href} className={buttonClassName('secondary')}>
            {result.next.label}
          </Link>
        </p>
      </div>
    </section>
  );
}

/** Each result page as a route's page component (the route table lazy-loads this module). */
export const RESULT_PAGES = Object.fromEntries(
  (Object.keys(FORM_RESULT_PAGES) as FormResultName[]).map((name) => [
    name,
    () => <FormResultPage name={name} />,
  ]),
) as Record<FormResultName, () => ReactElement>;
