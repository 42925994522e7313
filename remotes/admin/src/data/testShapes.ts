// Shape checks shared by the data module tests (test-only helper; not imported by app code).
import { FIRST_NAMES, SURNAMES } from './people';
import { GENRES } from './types';

export const WRITER_KEYS = [
  '_id',
  'date_joined',
  'display_name',
  'email',
  'follower_count',
  'gender',
  'genre',
  'location',
  'name',
  'phone_number',
  'username',
];

export const USER_KEYS = [
  '_id',
  'date_joined',
  'email',
  'follower_count',
  'gender',
  'isActive',
  'location',
  'name',
  'phone_number',
  'username',
];

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const NIGERIAN_PHONE = /^\+234 [789]\d{2} \d{3} \d{4}$/;
export const STATE_COUNTRY = /^[A-Z][A-Za-z ]+, [A-Z][A-Za-z ]+$/;
export const EMAIL = /^[a-z0-9._]+@[a-z]+\.[a-z]+$/;

export function expectNigerianName(name: string, gender: 'M' | 'F') {
  const [first, last, ...rest] = name.split(' ');
  expect(rest).toEqual([]);
  expect(FIRST_NAMES[gender]).toContain(first);
  expect(SURNAMES).toContain(last);
}

export { GENRES };
