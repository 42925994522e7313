import type { FlaggedSpan } from './moderationApi';
import styles from './Moderation.module.css';

const KIND_LABEL: Record<FlaggedSpan['kind'], string> = {
  phone: 'a phone number',
  email: 'an e-mail address',
  social: 'a social media handle',
  school: 'a school name',
};

/** What the moderator is told about one finding: taken out, or left for them to decide. */
export const findingLabel = (span: FlaggedSpan) =>
  span.sure
    ? `${KIND_LABEL[span.kind]}, taken out before publishing`
    : `maybe ${KIND_LABEL[span.kind]}: check it before publishing`;

/**
 * Text as typed, with each personal detail the screening found highlighted (issue 40): a sure
 * one is taken out of what is published, an unsure one is left for the moderator to decide.
 */
export function FlaggedText({ text, spans }: { text: string; spans: FlaggedSpan[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  spans.forEach((span, i) => {
    parts.push(text.slice(at, span.start));
    parts.push(
      <mark key={i} className={span.sure ? styles.sure : styles.unsure} title={findingLabel(span)}>
        {text.slice(span.start, span.end)}
        <span className={styles.visuallyHidden}> ({findingLabel(span)})</span>
      </mark>,
    );
    at = span.end;
  });
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/** The findings as a list, for the moderator to go through one by one. */
export function FlaggedList({ text, spans }: { text: string; spans: FlaggedSpan[] }) {
  if (spans.length === 0) return null;
  return (
    <ul className={styles.flags} aria-label="Personal details found">
      {spans.map((span, i) => (
        <li key={i}>
          “{text.slice(span.start, span.end)}”: {findingLabel(span)}
        </li>
      ))}
    </ul>
  );
}
