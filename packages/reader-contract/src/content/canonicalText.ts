/**
 * Text as the screening reads it (issue 40, M2), with a way back to what was typed: each
 * character is NFKC-normalised (full-width digits and ＠, ligatures, circled and superscript
 * digits), every decimal digit of any script becomes its ASCII digit (Arabic-Indic ٠٣, Devanagari
 * …), invisible format characters (zero-width spaces and joiners, soft hyphens, bidi marks) are
 * dropped, and curly apostrophes become straight ones. Case is kept: a capital can be a name.
 */

export interface CanonicalText {
  /** The canonical text. */
  text: string;
  /** For each character of `text`, where its source starts in the original (UTF-16 index). */
  from: number[];
  /** For each character of `text`, where its source ends in the original. */
  to: number[];
}

const DECIMAL_DIGIT = /^\p{Nd}$/u;
/** Format characters (zero-width space, ZWJ, ZWNJ, word joiner, BOM, soft hyphen, bidi). */
const FORMAT = /^\p{Cf}$/u;
/** Blank fillers and variation selectors that show nothing either. */
const BLANK = new Set([0x034f, 0x115f, 0x1160, 0x3164, 0xffa0]);
const isInvisible = (char: string) => {
  const code = char.codePointAt(0)!;
  return FORMAT.test(char) || BLANK.has(code) || (code >= 0xfe00 && code <= 0xfe0f);
};
const APOSTROPHES = /^[\u2018\u2019\u02bc\u02bb`\u00b4\u2032\uff07]$/u;

/**
 * The ASCII digit of any Unicode decimal digit. Unicode keeps each script's digits 0-9
 * contiguous and ascending, and every run of decimal digits is made of whole sets of ten, so a
 * digit's value is its distance from the start of its run, modulo 10.
 */
export function asciiDigit(char: string): string {
  let start = char.codePointAt(0)!;
  while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((char.codePointAt(0)! - start) % 10);
}

export function canonicalText(original: string): CanonicalText {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let index = 0;
  for (const char of original) {
    const end = index + char.length;
    const code = char.charCodeAt(0);
    // Printable ASCII other than ` is already canonical (most of any text: the fast path).
    if (code >= 0x20 && code < 0x7f && code !== 0x60) {
      text += char;
      from.push(index);
      to.push(end);
    } else if (!isInvisible(char)) {
      const mapped = APOSTROPHES.test(char) ? "'" : char.normalize('NFKC');
      for (const part of mapped) {
        const out = DECIMAL_DIGIT.test(part) ? asciiDigit(part) : part;
        text += out;
        for (let i = 0; i < out.length; i += 1) {
          from.push(index);
          to.push(end);
        }
      }
    }
    index = end;
  }
  return { text, from, to };
}

/** The original span of the canonical span [start, end). */
export function originalSpan(
  canonical: CanonicalText,
  start: number,
  end: number,
): { start: number; end: number } {
  return { start: canonical.from[start]!, end: canonical.to[end - 1]! };
}
