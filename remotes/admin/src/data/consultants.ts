import { audienceSize, generatePeople } from './generatePeople';
import { createRandom } from './random';
import { GENRES, type ConsultantRecord } from './types';

/** The spec gives no consultant count; a practice of 18 professionals is a realistic sample. */
export const CONSULTANT_COUNT = 18;
const SEED = 0xc0a5e1;

export function generateConsultants(count: number, seed = SEED): ConsultantRecord[] {
  const random = createRandom(seed ^ 0x85ebca6b);
  return generatePeople(count, seed).map((person, index) => ({
    name: person.name,
    display_name: `${random.chance(0.5) ? 'Dr.' : 'Coach'} ${person.first}`,
    username: person.username,
    date_joined: person.date_joined,
    email: person.email,
    gender: person.gender,
    location: `${person.place.State}, ${person.place.Country}`,
    phone_number: person.phone_number,
    follower_count: 120 + audienceSize(random, 9_000),
    genre: random.pick(GENRES),
    _id: index + 1,
  }));
}

export const consultants: readonly ConsultantRecord[] = generateConsultants(CONSULTANT_COUNT);
