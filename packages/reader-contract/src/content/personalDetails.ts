/**
 * Finding the personal details a young person might type without thinking (issue 24, hardened
 * in issue 40 M2): phone numbers however they are written (any script's digits, split by
 * spaces, commas, underscores or invisible characters, O and I for 0 and 1, numbers in English
 * or Pidgin words), e-mail addresses ("ada at gmail dot com", ＠), social media handles and
 * school names in any letter case. Each finding is `sure` (taken out of what is published) or
 * not (left in, flagged and highlighted for the moderator, who decides). Runs on the canonical
 * text (./canonicalText.ts); spans are given back in the original text.
 */
import { canonicalText, originalSpan, type CanonicalText } from './canonicalText';
import { findSchools } from './schoolNames';

export type PersonalDetail = 'phone' | 'email' | 'social' | 'school';
export const PERSONAL_DETAILS: readonly PersonalDetail[] = ['phone', 'email', 'social', 'school'];

/** A personal detail found in the original text, [start, end) in UTF-16 code units. */
export interface FlaggedSpan {
  kind: PersonalDetail;
  start: number;
  end: number;
  /** Sure: taken out of the published text. Unsure: only flagged for the moderator. */
  sure: boolean;
}

/** A finding in the canonical text (before it is mapped back to the original). */
export type Found = FlaggedSpan;

// ---- Phone numbers ----------------------------------------------------------------------------

/** A phone number has at least this many digits (Nigerian numbers have 11, or 13 with 234). */
const PHONE_DIGITS = 7;
/** Fewer digits than a phone number, written to hide: flagged for the moderator. */
const HIDDEN_PHONE_DIGITS = 5;
/** Number words, English and Nigerian Pidgin; `weak` ones are ordinary words too ("I wan go"). */
const NUMBER_WORDS: Record<string, { digits: number; weak?: boolean }> = {
  zero: { digits: 1 },
  ziro: { digits: 1 },
  oh: { digits: 1, weak: true },
  o: { digits: 1, weak: true },
  one: { digits: 1, weak: true },
  wan: { digits: 1, weak: true },
  won: { digits: 1, weak: true },
  two: { digits: 1 },
  tu: { digits: 1, weak: true },
  three: { digits: 1 },
  tri: { digits: 1 },
  four: { digits: 1 },
  fo: { digits: 1, weak: true },
  foh: { digits: 1 },
  five: { digits: 1 },
  faiv: { digits: 1 },
  faif: { digits: 1 },
  six: { digits: 1 },
  siks: { digits: 1 },
  seven: { digits: 1 },
  sevin: { digits: 1 },
  seben: { digits: 1 },
  eight: { digits: 1 },
  eit: { digits: 1 },
  nine: { digits: 1 },
  nain: { digits: 1 },
};
const REPEATS: Record<string, number> = { double: 2, dobul: 2, triple: 3, tripul: 3 };
/** "plus two three four …": the international prefix in words. */
const PLUS_WORDS = new Set(['plus']);
/** Letters typed for 0 and 1 ("O8O3 I23 4567"): counted only between digits. */
const LOOKALIKES = /^[oOIl|]+$/;
/** What may stand between the parts of one number (also nothing: "0803abc" splits at "abc"). */
const NUMBER_GAP = /^[\s,._\-‐-―/\\()[\]+*#|:;~=]{0,6}$/u;
const PHONE_TOKEN = /\d+|[\p{L}\p{M}]+/gu;

/** Runs of digits that are not phone numbers: grouped amounts, dates, lists of years. */
function isOrdinaryNumber(run: string, parts: string[]): boolean {
  if (/^[1-9]\d{0,2}(,\d{3})+(\.\d+)?$/.test(run)) return true;
  if (/^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}$/.test(run)) return true;
  return parts.every((part) => /^(19|20)\d\d$/.test(part));
}

interface NumberPart {
  start: number;
  end: number;
  digits: number;
  /** A word or a look-alike letter: only counts between real digits or stronger words. */
  weak: boolean;
  /** Written as a word or a look-alike letter (a sign the writer hid it). */
  hidden: boolean;
  ascii: boolean;
  lookalike?: boolean;
  /** "plus": belongs to a number it starts, never to one it ends. */
  plus?: boolean;
}

function classify(token: string, repeat: number): NumberPart | 'repeat' | undefined {
  if (/^\d+$/.test(token))
    return { start: 0, end: 0, digits: token.length, weak: false, hidden: false, ascii: true };
  const lower = token.toLowerCase();
  if (lower in REPEATS) return 'repeat';
  if (PLUS_WORDS.has(lower))
    return { start: 0, end: 0, digits: 0, weak: false, hidden: true, ascii: false, plus: true };
  if (LOOKALIKES.test(token))
    return {
      start: 0,
      end: 0,
      digits: token.length,
      weak: true,
      hidden: true,
      ascii: false,
      lookalike: true,
    };
  const word = NUMBER_WORDS[lower];
  if (word)
    return {
      start: 0,
      end: 0,
      digits: word.digits * repeat,
      weak: !!word.weak,
      hidden: true,
      ascii: false,
    };
  return undefined;
}

function findPhones(canonical: string): Found[] {
  const found: Found[] = [];
  let run: NumberPart[] = [];
  let repeat = 1;
  const close = () => {
    // A look-alike letter touching a digit ("O8O3") is part of the number.
    run.forEach((part, k) => {
      const touches = (other: NumberPart | undefined) =>
        other?.ascii && (other.end === part.start || part.end === other.start);
      if (part.lookalike && (touches(run[k - 1]) || touches(run[k + 1]))) part.weak = false;
    });
    // Weak words at the ends belong to the number only beside number words ("oh eight oh…").
    const besideWords = (part: NumberPart, other: NumberPart | undefined) =>
      !part.lookalike && !!other && !other.ascii && !other.weak;
    while (run.length && run[0]!.weak && !besideWords(run[0]!, run[1])) run.shift();
    while (run.length && run.at(-1)!.weak && !besideWords(run.at(-1)!, run.at(-2))) run.pop();
    while (run.length && run.at(-1)!.plus) run.pop();
    const digits = run.reduce((sum, part) => sum + part.digits, 0);
    const hidden = run.some((part) => part.hidden);
    if (run.length && digits >= PHONE_DIGITS) {
      // The "+" of an international number, or the "(" of its area code, goes with it.
      const start = run[0]!.start - (/[+(]/.test(canonical[run[0]!.start - 1] ?? '') ? 1 : 0);
      const end = run.at(-1)!.end;
      const parts = run.map((part) => canonical.slice(part.start, part.end));
      if (hidden || !isOrdinaryNumber(canonical.slice(start, end), parts))
        found.push({ kind: 'phone', start, end, sure: true });
    } else if (run.length && hidden && digits >= HIDDEN_PHONE_DIGITS) {
      found.push({ kind: 'phone', start: run[0]!.start, end: run.at(-1)!.end, sure: false });
    }
    run = [];
    repeat = 1;
  };
  let previousEnd = 0;
  for (const match of canonical.matchAll(PHONE_TOKEN)) {
    const gap = canonical.slice(previousEnd, match.index);
    if (run.length && !NUMBER_GAP.test(gap)) close();
    previousEnd = match.index + match[0].length;
    const part = classify(match[0], repeat);
    if (part === 'repeat') {
      repeat = REPEATS[match[0].toLowerCase()]!;
      continue;
    }
    if (!part) {
      close();
      continue;
    }
    repeat = 1;
    run.push({ ...part, start: match.index, end: previousEnd });
  }
  close();
  return found;
}

// ---- E-mail addresses ---------------------------------------------------------------------------

/** An address's local part, from its first character (the look-behind keeps matching linear). */
const LOCAL = String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+`;
const LABEL = String.raw`[\p{L}\p{N}-]+`;
const AT = String.raw`(?:@|\(at\)|\[at\]|\{at\}|<at>)`;
const DOT = String.raw`(?:\.|\(dot\)|\[dot\]|\{dot\}|<dot>|\bdot\b)`;
/** ada@gmail.com, ada@gmail, ada (at) yahoo . com, ada @ yahoo dot com. */
const EMAIL = new RegExp(
  `${LOCAL}(?:@${LABEL}(?:\\.${LABEL})*|\\s*${AT}\\s*${LABEL}(?:\\s*${DOT}\\s*${LABEL})+)`,
  'giu',
);
/** "ada at gmail dot com": only with a top-level domain at the end ("at school. Then" is not). */
const SPELLED_EMAIL = new RegExp(`${LOCAL}\\s+at\\s+${LABEL}(?:\\s*${DOT}\\s*${LABEL})+`, 'giu');
const TOP_LEVEL = /(?:^|[^\p{L}])(com|ng|org|net|edu|co|uk|io|me|info|gov|us|ca|gh|za|ke)$/iu;
const PROVIDERS = 'gmail|googlemail|yahoo|ymail|hotmail|outlook|icloud|aol|protonmail|proton|live';
/** "ada at gmail": no domain, but a mail provider's name: flagged for the moderator. */
const PROVIDER_EMAIL = new RegExp(`${LOCAL}\\s*(?:${AT}|\\bat\\b)\\s*(?:${PROVIDERS})\\b`, 'giu');

function findEmails(canonical: string): Found[] {
  const found: Found[] = [];
  const add = (match: RegExpMatchArray, sure: boolean) =>
    found.push({ kind: 'email', start: match.index!, end: match.index! + match[0].length, sure });
  for (const match of canonical.matchAll(EMAIL)) add(match, true);
  for (const match of canonical.matchAll(SPELLED_EMAIL))
    if (TOP_LEVEL.test(match[0])) add(match, true);
  for (const match of canonical.matchAll(PROVIDER_EMAIL)) add(match, false);
  return found;
}

// ---- Social media handles -----------------------------------------------------------------------

const PLATFORMS =
  'ig|insta|instagram|snap|snapchat|tiktok|tik tok|twitter|fb|facebook|telegram|whatsapp|threads|discord';
/** A handle: letters, digits, _ and inner dots (a sentence's full stop is not part of it). */
const HANDLE = String.raw`[\p{L}\p{N}_]+(?:\.[\p{L}\p{N}_]+)*`;
const HANDLE_AT = new RegExp(`(?<![\\p{L}\\p{N}._%+-])@${HANDLE}`, 'gu');
const PROFILE_URL =
  /(?:https?:\/\/)?(?:www\.)?(?:instagram\.com|facebook\.com|fb\.com|fb\.me|tiktok\.com|twitter\.com|x\.com|snapchat\.com|t\.me|wa\.me|threads\.net|discord\.gg)\/[^\s]+/giu;
/** "my ig is ada_obi", "snapchat: adaobi", "my insta na adaobi". */
const NAMED_HANDLE = new RegExp(
  `\\b(?:${PLATFORMS})\\b(?:\\s+(?:handle|username|user name|name|id|page|account))?\\s*(is|na|:|-|=)\\s*(@?${HANDLE})`,
  'giu',
);
/** "follow me on insta", "add me for snap": flagged for the moderator. */
const INVITE = new RegExp(
  `\\b(?:follow|add|dm|message|text|chat|find|search|check)\\s+(?:me|us)\\s+(?:up\\s+)?(?:on|for|via)\\s+(?:${PLATFORMS})\\b`,
  'giu',
);
/** What follows "my ig is" that is not a handle. */
const NOT_A_HANDLE = new Set(
  'private public down blocked banned not no gone hacked fine good bad closed deleted dead the a my too so very off on full new old there here empty'.split(
    ' ',
  ),
);

function findHandles(canonical: string): Found[] {
  const found: Found[] = [];
  const add = (start: number, end: number, sure: boolean) =>
    found.push({ kind: 'social', start, end, sure });
  for (const match of canonical.matchAll(PROFILE_URL))
    add(match.index, match.index + match[0].length, true);
  for (const match of canonical.matchAll(HANDLE_AT))
    add(match.index, match.index + match[0].length, true);
  for (const match of canonical.matchAll(NAMED_HANDLE)) {
    const [whole, link = '', handle = ''] = match;
    if (NOT_A_HANDLE.has(handle.toLowerCase())) continue;
    // A handle-like name (digits, _ or .), or one given after ":" or "@", is surely a handle.
    const sure = /[\d_.@]/.test(handle) || /[:=@-]/.test(link);
    add(match.index, match.index + whole.length, sure);
  }
  for (const match of canonical.matchAll(INVITE))
    add(match.index, match.index + match[0].length, false);
  return found;
}

/**
 * Every personal detail in `original`, in order, none overlapping: where two detectors claim
 * the same characters, e-mail wins over a handle, a handle over a phone number, sure over unsure.
 */
export function findPersonalDetails(original: string): FlaggedSpan[] {
  const canonical: CanonicalText = canonicalText(original);
  const candidates = [
    ...findEmails(canonical.text),
    ...findHandles(canonical.text),
    ...findPhones(canonical.text),
    ...findSchools(canonical.text),
  ].filter((f) => f.end > f.start);
  const rank = (f: Found) => (f.sure ? 0 : 1);
  // Stable: detectors' order breaks ties; sure ones first, then longer ones.
  const ordered = candidates
    .map((f, i) => ({ f, i }))
    .sort(
      (a, b) => rank(a.f) - rank(b.f) || b.f.end - b.f.start - (a.f.end - a.f.start) || a.i - b.i,
    )
    .map(({ f }) => f);
  const kept: Found[] = [];
  for (const f of ordered) if (!kept.some((k) => f.start < k.end && k.start < f.end)) kept.push(f);
  return kept
    .sort((a, b) => a.start - b.start)
    .map((f) => ({ kind: f.kind, sure: f.sure, ...originalSpan(canonical, f.start, f.end) }));
}
