/**
 * School names in what a reader types (issue 24; any letter case and apostrophe since issue 40):
 * one to five name words before a word that names a school ("Kings College", "QUEEN'S COLLEGE",
 * "St. Anne's School"), and the short names of Nigerian universities ("UNILAG"). A capitalised
 * name is sure; a lower-case word before "college", "academy"… ("kings college") may be a name
 * or not, so it is flagged for the moderator only. "My school", "secondary school", "after
 * college" are not names.
 */
import type { Found } from './personalDetails';

/** Words naming a school, longest first; `institution` ones name one even after a lower-case word. */
const SCHOOL_WORDS: { words: string[]; institution: boolean }[] = [
  ['secondary school', false],
  ['primary school', false],
  ['high school', true],
  ['grammar school', true],
  ['comprehensive school', true],
  ['international school', true],
  ["int'l school", true],
  ['girls school', true],
  ["girls' school", true],
  ['boys school', true],
  ["boys' school", true],
  ['model college', true],
  ['college', true],
  ['academy', true],
  ['polytechnic', true],
  ['university', true],
  ['seminary', true],
  ['school', false],
  ['schools', false],
].map(([phrase, institution]) => ({
  words: (phrase as string).split(' '),
  institution: institution as boolean,
}));

/** Words before a school word that are not its name (function words, kinds of school, verbs). */
const NOT_A_NAME = new Set(
  (
    'my our the a an your his her their this that these those in at to from of for and or but so i ' +
    "we you he she they it me us them is was are were be been am im i'm not no never still even just also " +
    'when where while because if then than after before during since until into through about with ' +
    'without by on off over under back out up down every any some another one same whole each which ' +
    'what whose who how new old big small local good bad best worst nice first last next former ' +
    'primary secondary junior senior boarding day night nursery public private ' +
    'sunday bible summer holiday ' +
    'medical law nursing art arts music business driving beauty fashion catering coding tech ' +
    'technical film dance football sports go went gone going goes attend attended attending attends ' +
    'finish finished finishing start started starting leave left leaving skip skipped skipping hate ' +
    'hated love loved like liked miss missed join joined joining enter entered apply applied ' +
    'admission gain gained get got getting drop dropped quit change changed transfer transferred ' +
    'pay paid fees fee teacher teachers student students friends friend classmates classmate ' +
    'na dey wey don go come make una dem im e o sef abi wetin comot reach dis dat di our own ' +
    'entire real proper small-small whole own too very really'
  ).split(/\s+/),
);
/** Short names of Nigerian universities and polytechnics, in any case. */
const SCHOOL_ABBREVIATIONS =
  /\b(?:unilag|unn|oau|uniben|lasu|futa|futo|uniport|unilorin|unical|unizik|funaab|yabatech|unijos|unimaid|uniuyo|eksu|oou|lautech|delsu|lasustech|buk|uniabuja|futminna|aaua)\b/giu;
const WORD = /[\p{L}\p{M}\p{N}]+(?:['&-][\p{L}\p{M}\p{N}]+)*'?/gu;
/** Between words of one name: spaces, "St. ", "&". */
const NAME_GAP = /^(?:[ \t]+|\.[ \t]*|[ \t]*&[ \t]*)$/;
const MAX_NAME_WORDS = 5;
const FIRST_SCHOOL_WORDS = new Set(SCHOOL_WORDS.map(({ words }) => words[0]!));

interface Word {
  text: string;
  lower: string;
  start: number;
  end: number;
}

/** A capital anywhere ("Kings", "KINGS", "kINGS") makes a word a name. */
const capitalised = (word: string) => /\p{Lu}/u.test(word);

export function findSchools(canonical: string): Found[] {
  const words: Word[] = [...canonical.matchAll(WORD)].map((m) => ({
    text: m[0],
    lower: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));
  const joined = (a: Word, b: Word) => NAME_GAP.test(canonical.slice(a.end, b.start));
  const found: Found[] = [];
  for (let i = 0; i < words.length; i += 1) {
    if (!FIRST_SCHOOL_WORDS.has(words[i]!.lower)) continue;
    const school = SCHOOL_WORDS.find(({ words: phrase }) =>
      phrase.every(
        (w, k) =>
          words[i + k]?.lower === w &&
          (k === 0 || /^[ \t]+$/.test(canonical.slice(words[i + k - 1]!.end, words[i + k]!.start))),
      ),
    );
    if (!school) continue;
    const last = words[i + school.words.length - 1]!;
    // Walk back over the name's words, nearest first.
    let first = i;
    let sure = false;
    let unsure = false;
    for (let j = i - 1; j >= 0 && i - j <= MAX_NAME_WORDS; j -= 1) {
      const word = words[j]!;
      if (!joined(word, words[j + 1]!) || NOT_A_NAME.has(word.lower) || /^\d+$/.test(word.text))
        break;
      if (capitalised(word.text)) sure = true;
      else if (school.institution && word.text.length >= 3) unsure = true;
      else break;
      first = j;
    }
    if (sure || unsure)
      found.push({ kind: 'school', start: words[first]!.start, end: last.end, sure });
    i += school.words.length - 1;
  }
  for (const match of canonical.matchAll(SCHOOL_ABBREVIATIONS))
    found.push({
      kind: 'school',
      start: match.index,
      end: match.index + match[0].length,
      sure: true,
    });
  return found;
}
