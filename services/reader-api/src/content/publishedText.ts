/**
 * What readers see of any free text (stories, answers, writers' "about"): the screened text,
 * with the personal details the screening is sure of taken out (@thrive/reader-contract's
 * redactPersonalDetails, the one screening). Questions keep theirs in `public_text`; the rest
 * are screened as they are read, so a moderator's edit of the original is screened too. Texts
 * read again are answered from a small cache (a story is up to 50,000 characters).
 */
import { redactPersonalDetails } from '@thrive/reader-contract/content';

const CACHE_SIZE = 500;
const cache = new Map<string, string>();

export function publishedText(text: string): string {
  const known = cache.get(text);
  if (known !== undefined) return known;
  const screened = redactPersonalDetails(text).text;
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(text, screened);
  return screened;
}
