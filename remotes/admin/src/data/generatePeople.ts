/**
 * The seeded generator behind every sample list. Deterministic: the same seed and count always
 * give the same people, so the console, the tests and the benchmark all see identical data.
 */
import { EMAIL_DOMAINS, FIRST_NAMES, PHONE_PREFIXES, PLACES, SURNAMES, type Place } from './people';
import { createRandom, type Random } from './random';
import { GENDERS, type Gender } from './types';

export interface GeneratedPerson {
  first: string;
  last: string;
  name: string;
  username: string;
  email: string;
  gender: Gender;
  place: Place;
  phone_number: string;
  date_joined: string;
}

/** The community began in 2019 (SPEC section 1); nobody joined before its first month. */
const FIRST_DAY = Date.UTC(2019, 5, 1);
const LAST_DAY = Date.UTC(2025, 8, 30);
const DAY_MS = 86_400_000;

function isoDate(random: Random): string {
  const days = random.int(0, Math.floor((LAST_DAY - FIRST_DAY) / DAY_MS));
  return new Date(FIRST_DAY + days * DAY_MS).toISOString().slice(0, 10);
}

function phone(random: Random): string {
  const digits = String(random.int(0, 9_999_999)).padStart(7, '0');
  return `+234 ${random.pick(PHONE_PREFIXES)} ${digits.slice(0, 3)} ${digits.slice(3)}`;
}

/**
 * Yields `count` people with distinct usernames and e-mails. Full names are distinct too while
 * the name pools allow it (large development data sets reuse names, as real ones do).
 */
export function generatePeople(count: number, seed: number): GeneratedPerson[] {
  const random = createRandom(seed);
  const usedNames = new Set<string>();
  const usernameCounts = new Map<string, number>();
  const people: GeneratedPerson[] = [];
  const poolSize = SURNAMES.length * (FIRST_NAMES.F.length + FIRST_NAMES.M.length);
  const wantDistinctNames = count <= poolSize / 4;

  for (let i = 0; i < count; i += 1) {
    let gender: Gender;
    let first: string;
    let last: string;
    do {
      gender = random.pick(GENDERS);
      first = random.pick(FIRST_NAMES[gender]);
      last = random.pick(SURNAMES);
    } while (wantDistinctNames && usedNames.has(`${first} ${last}`));
    usedNames.add(`${first} ${last}`);

    const style = random.int(0, 2);
    const base =
      style === 0
        ? `${first}.${last}`
        : style === 1
          ? `${first}_${last.slice(0, 1)}`
          : `${first}${last}`;
    const key = base.toLowerCase();
    const seen = usernameCounts.get(key) ?? 0;
    usernameCounts.set(key, seen + 1);
    const username = seen === 0 ? key : `${key}${seen + 1}`;

    people.push({
      first,
      last,
      name: `${first} ${last}`,
      username,
      email: `${username}@${random.pick(EMAIL_DOMAINS)}`,
      gender,
      place: random.pick(PLACES),
      phone_number: phone(random),
      date_joined: isoDate(random),
    });
  }
  return people;
}

/** A follower count skewed the way real audiences are: many small, a few large. */
export function audienceSize(random: Random, max: number): number {
  return Math.round(max * random.next() ** 3);
}
