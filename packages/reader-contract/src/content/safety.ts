/**
 * Safe asking (issue 24, hardened in issue 40): crisis language, and the personal details a
 * young person might type without thinking (./personalDetails.ts), which are flagged for the
 * moderator and never published as typed. The one screening every published free text goes
 * through (questions, answers, stories). Pure functions: the ask form runs them as the reader
 * types, the API again on what it receives and on what it publishes.
 */
import { canonicalText } from './canonicalText';
import { CRISIS_PHRASES } from './crisisPhrases';
import {
  findPersonalDetails,
  PERSONAL_DETAILS,
  type FlaggedSpan,
  type PersonalDetail,
} from './personalDetails';

export { findPersonalDetails, PERSONAL_DETAILS, type FlaggedSpan, type PersonalDetail };

/** Lower case, straight apostrophes, everything else that is not a letter or digit a space. */
function normalise(text: string): string {
  return ` ${canonicalText(text)
    .text.toLowerCase()
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim()} `;
}

const phrases = [...CRISIS_PHRASES.english, ...CRISIS_PHRASES.pidgin].map(normalise);

/** True when the text contains a phrase of the crisis list (whole words). */
export function hasCrisisLanguage(text: string): boolean {
  const normalised = normalise(text);
  return phrases.some((phrase) => normalised.includes(phrase));
}

export const REMOVED = {
  phone: '[phone number removed]',
  email: '[e-mail address removed]',
  social: '[social media handle removed]',
  school: '[school name removed]',
} as const satisfies Record<PersonalDetail, string>;

export interface Redaction {
  /** The text with every sure personal detail replaced. */
  text: string;
  /** What was found (sure or not), each kind once, in a fixed order. */
  flags: PersonalDetail[];
  /** Where, in the original text: what the moderator sees highlighted. */
  spans: FlaggedSpan[];
}

/**
 * Takes phone numbers, e-mail addresses, social media handles and school names out of `text`;
 * what may or may not be one stays, flagged.
 */
export function redactPersonalDetails(text: string): Redaction {
  const spans = findPersonalDetails(text);
  let out = '';
  let at = 0;
  for (const span of spans) {
    if (!span.sure) continue;
    out += text.slice(at, span.start) + REMOVED[span.kind];
    at = span.end;
  }
  out += text.slice(at);
  const kinds = new Set(spans.map((span) => span.kind));
  return { text: out, flags: PERSONAL_DETAILS.filter((kind) => kinds.has(kind)), spans };
}
