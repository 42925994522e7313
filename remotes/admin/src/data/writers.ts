import { audienceSize, generatePeople } from './generatePeople';
import { createRandom } from './random';
import { GENRES, type WriterRecord } from './types';

/** SPEC section 9: the sample has 31 writers. */
export const WRITER_COUNT = 31;
const SEED = 0x5717e5;

/**
 * Generates writer records in the sample shape (no `status`: the spec's samples have none).
 * Also used by the development data size switch to make very large lists.
 */
export function generateWriters(count: number, seed = SEED): WriterRecord[] {
  const random = createRandom(seed ^ 0x9e3779b9);
  return generatePeople(count, seed).map((person, index) => ({
    name: person.name,
    display_name: `${person.first} ${person.last.charAt(0)}.`,
    username: person.username,
    date_joined: person.date_joined,
    email: person.email,
    gender: person.gender,
    location: `${person.place.State}, ${person.place.Country}`,
    phone_number: person.phone_number,
    follower_count: 40 + audienceSize(random, 24_000),
    genre: random.pick(GENRES),
    _id: index + 1,
  }));
}

export const writers: readonly WriterRecord[] = generateWriters(WRITER_COUNT);
