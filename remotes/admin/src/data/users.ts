import { audienceSize, generatePeople } from './generatePeople';
import { createRandom } from './random';
import type { UserRecord } from './types';

/** SPEC section 9: the sample has 30 users. */
export const USER_COUNT = 30;
const SEED = 0x05e125;

/** About a third of readers pay for premium in the sample. */
const PREMIUM_SHARE = 0.35;

export function generateUsers(count: number, seed = SEED): UserRecord[] {
  const random = createRandom(seed ^ 0xc2b2ae35);
  return generatePeople(count, seed).map((person, index) => ({
    name: person.name,
    username: person.username,
    date_joined: person.date_joined,
    email: person.email,
    gender: person.gender,
    location: { State: person.place.State, Country: person.place.Country },
    phone_number: person.phone_number,
    follower_count: audienceSize(random, 600),
    isActive: random.chance(PREMIUM_SHARE),
    _id: index + 1,
  }));
}

export const users: readonly UserRecord[] = generateUsers(USER_COUNT);
