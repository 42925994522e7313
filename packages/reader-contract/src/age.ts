/**
 * Readers' ages (issue 45). Sign-up asks only the year of birth, never the date (data
 * minimisation: the ICO Children's Code and Nigeria's NDPA 2023), so an age counts by the year
 * a reader turns it: 13 from the start of the year they turn 13, adult from the start of the
 * year they turn 18. Teens (13 to 17) get defaults they cannot turn off: anonymous when asking
 * or commenting, no public profile, no premium-only stories and nothing marked for adults.
 */
export const MIN_READER_AGE = 13;
export const ADULT_AGE = 18;
/** The earliest year of birth the form and the API accept. */
export const EARLIEST_BIRTH_YEAR = 1900;

/** The age a reader born in `year` turns in the year of `now`. */
export const ageThisYear = (year: number, now: Date): number => now.getUTCFullYear() - year;

export const isTooYoung = (year: number, now: Date): boolean =>
  ageThisYear(year, now) < MIN_READER_AGE;

/** A reader with no year on record (accounts from before the age step) counts as an adult. */
export const isTeen = (year: number | null | undefined, now: Date): boolean =>
  typeof year === 'number' && ageThisYear(year, now) < ADULT_AGE;
