/**
 * Safe asking (issue 24): crisis language, and the personal details a young person might type
 * without thinking (phone numbers, e-mail addresses, school names), which are flagged for the
 * moderator and never published as typed. Pure functions: the ask form runs them as the reader
 * types, the API again on what it receives.
 */
import { CRISIS_PHRASES } from './crisisPhrases';

export type PersonalDetail = 'phone' | 'email' | 'school';

/** Lower case, straight apostrophes, everything else that is not a letter or digit a space. */
function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
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
  school: '[school name removed]',
} as const satisfies Record<PersonalDetail, string>;

const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+(?:\s*\.\s*[\p{L}\p{N}-]+)+/giu;
/** A run of digits with the separators people type; a phone number has at least 7 digits. */
const DIGIT_RUN = /\+?\(?\d[\d\s().\-/]{5,}\d/g;
const SCHOOL_WORDS =
  'secondary school|high school|grammar school|comprehensive school|international school|' +
  "int'l school|girls school|boys school|model college|college|academy|polytechnic|university|" +
  'school|schools|seminary';
/** Either case for each word's first letter: "Kings College", "kings college" after a name. */
const eitherCase = (words: string) =>
  words.replace(/\b\p{L}/gu, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`);
/** One to five capitalised words, then a word that names a school ("Kings College"). */
const NAMED_SCHOOL = new RegExp(
  `((?:\\b\\p{Lu}[\\p{L}'&.-]*\\s+){1,5})(?:${eitherCase(SCHOOL_WORDS)})\\b`,
  'gu',
);
/** Words that start a sentence or a phrase, not a school's name ("My school", "The college"). */
const NOT_A_NAME = new Set(
  'my our the a an your his her their this that in at to from of for and or but so i we you'.split(
    ' ',
  ),
);
/** The universities and polytechnics young Nigerians name by their short forms. */
const SCHOOL_ABBREVIATIONS =
  /\b(?:unilag|unn|oau|uniben|lasu|futa|futo|uniport|unilorin|unical|unizik|funaab|yabatech|unijos|unimaid|uniuyo|eksu|oou|lautech|delsu|lasustech)\b/gi;

export interface Redaction {
  /** The text with every personal detail replaced. */
  text: string;
  /** What was found, each kind once, in a fixed order. */
  flags: PersonalDetail[];
}

/** Takes phone numbers, e-mail addresses and school names out of `text`. */
export function redactPersonalDetails(text: string): Redaction {
  const found = new Set<PersonalDetail>();
  let out = text.replace(EMAIL, () => {
    found.add('email');
    return REMOVED.email;
  });
  out = out.replace(DIGIT_RUN, (match) => {
    if ((match.match(/\d/g) ?? []).length < 7) return match;
    found.add('phone');
    return REMOVED.phone;
  });
  out = out.replace(NAMED_SCHOOL, (match, names: string) => {
    const words = names.trim().split(/\s+/);
    // "My School", "The College": a sentence's first word, not a name. Keep such words.
    let lead = 0;
    while (lead < words.length && NOT_A_NAME.has(words[lead]!.toLowerCase())) lead += 1;
    if (lead === words.length) return match;
    found.add('school');
    const kept = words.slice(0, lead).join(' ');
    return kept ? `${kept} ${REMOVED.school}` : REMOVED.school;
  });
  out = out.replace(SCHOOL_ABBREVIATIONS, () => {
    found.add('school');
    return REMOVED.school;
  });
  const order: PersonalDetail[] = ['phone', 'email', 'school'];
  return { text: out, flags: order.filter((flag) => found.has(flag)) };
}
