/**
 * The spec's sample people (SPEC section 9: 31 writers and 30 users; 18 consultants), made by
 * a seeded generator so every fresh install, test and benchmark sees the same people. Names
 * are Nigerian across several traditions; addresses use the reserved example domains
 * (example.com / .org / .net) and phone numbers the never-assigned +234 000 prefix, so no
 * sample ever points at a real person's inbox or phone.
 */
import { GENDERS, GENRES, type Gender, type Genre } from '../people.ts';

/** mulberry32: a tiny seeded generator (deterministic samples, not security). */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof createRandom>;

// prettier-ignore
const FIRST_NAMES: Readonly<Record<Gender, readonly string[]>> = {
  F: [
    'Adaeze', 'Chiamaka', 'Ngozi', 'Chioma', 'Ifeoma', 'Amarachi', 'Nneka', 'Ebele', 'Uchenna',
    'Folake', 'Funmilayo', 'Adunni', 'Temitope', 'Oluwaseun', 'Yetunde', 'Bukola', 'Titilayo',
    'Abimbola', 'Damilola', 'Aisha', 'Zainab', 'Hauwa', 'Amina', 'Hadiza', 'Fatima', 'Maryam',
    'Efe', 'Osaretin', 'Ivie', 'Eno', 'Ekaette', 'Ebiere', 'Mnena', 'Simisola', 'Kemi', 'Ronke',
  ],
  M: [
    'Chinedu', 'Emeka', 'Obinna', 'Ikenna', 'Chukwudi', 'Nnamdi', 'Kelechi', 'Tochukwu', 'Uche',
    'Babatunde', 'Adebayo', 'Olumide', 'Tunde', 'Femi', 'Segun', 'Kayode', 'Damilare', 'Ayodele',
    'Ibrahim', 'Musa', 'Abubakar', 'Sani', 'Usman', 'Aliyu', 'Yusuf', 'Osagie', 'Efosa', 'Ehis',
    'Etim', 'Bassey', 'Tamuno', 'Terver', 'Aondona', 'Dapo', 'Gbenga', 'Ifeanyi', 'Jide',
  ],
};

// prettier-ignore
const SURNAMES: readonly string[] = [
  'Okafor', 'Okonkwo', 'Eze', 'Nwosu', 'Obi', 'Chukwu', 'Nwachukwu', 'Okeke', 'Onyekachi',
  'Adeyemi', 'Adebayo', 'Ogunleye', 'Olawale', 'Afolabi', 'Balogun', 'Ojo', 'Oyelaran', 'Bello',
  'Abubakar', 'Mohammed', 'Danjuma', 'Lawal', 'Garba', 'Suleiman', 'Osagie', 'Eweka', 'Ekpo',
  'Etuk', 'Bassey', 'Effiong', 'Amadi', 'Briggs', 'Ikiriko', 'Tarka', 'Iorfa', 'Akande',
];

// prettier-ignore
const PLACES: readonly [string, string][] = [
  ['Lagos', 'Nigeria'], ['Lagos', 'Nigeria'], ['Lagos', 'Nigeria'], ['FCT', 'Nigeria'],
  ['FCT', 'Nigeria'], ['Rivers', 'Nigeria'], ['Oyo', 'Nigeria'], ['Kano', 'Nigeria'],
  ['Kaduna', 'Nigeria'], ['Enugu', 'Nigeria'], ['Anambra', 'Nigeria'], ['Edo', 'Nigeria'],
  ['Delta', 'Nigeria'], ['Ogun', 'Nigeria'], ['Kwara', 'Nigeria'], ['Imo', 'Nigeria'],
  ['Cross River', 'Nigeria'], ['Akwa Ibom', 'Nigeria'], ['Plateau', 'Nigeria'],
  ['Benue', 'Nigeria'], ['Greater Accra', 'Ghana'], ['Nairobi', 'Kenya'],
];

/** RFC 2606 reserved domains: they can never be anybody's mailbox. */
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

export interface SamplePerson {
  first: string;
  last: string;
  name: string;
  username: string;
  email: string;
  gender: Gender;
  state: string;
  country: string;
  phoneNumber: string;
  dateJoined: string;
}

const FIRST_DAY = Date.UTC(2019, 5, 1);
const LAST_DAY = Date.UTC(2025, 8, 30);

/** `count` people with distinct usernames and e-mails (names distinct while the pools allow). */
export function samplePeople(count: number, seed: number): SamplePerson[] {
  const random = createRandom(seed);
  const usedNames = new Set<string>();
  const usernames = new Map<string, number>();
  const wantDistinct = count <= 1000;
  const people: SamplePerson[] = [];
  for (let i = 0; i < count; i += 1) {
    let gender: Gender;
    let first: string;
    let last: string;
    do {
      gender = random.pick(GENDERS);
      first = random.pick(FIRST_NAMES[gender]);
      last = random.pick(SURNAMES);
    } while (wantDistinct && usedNames.has(`${first} ${last}`));
    usedNames.add(`${first} ${last}`);
    const style = random.int(0, 2);
    const base = (
      style === 0 ? `${first}.${last}` : style === 1 ? `${first}_${last[0]}` : `${first}${last}`
    ).toLowerCase();
    const seen = usernames.get(base) ?? 0;
    usernames.set(base, seen + 1);
    const username = seen === 0 ? base : `${base}${seen + 1}`;
    const [state, country] = random.pick(PLACES);
    const days = random.int(0, Math.floor((LAST_DAY - FIRST_DAY) / 86_400_000));
    people.push({
      first,
      last,
      name: `${first} ${last}`,
      username,
      email: `${username}@${random.pick(EMAIL_DOMAINS)}`,
      gender,
      state,
      country,
      // +234 000 …: a prefix no Nigerian network uses, so clearly fictional.
      phoneNumber: `+234 000 ${String(random.int(0, 999)).padStart(3, '0')} ${String(random.int(0, 9999)).padStart(4, '0')}`,
      dateJoined: new Date(FIRST_DAY + days * 86_400_000).toISOString().slice(0, 10),
    });
  }
  return people;
}

/**
 * Follower counts are real now (issue 42: counted from follows, starting at 0). The draw the
 * sample's made-up counts took is still taken, so every other sample field stays as it was.
 */
const skipRetiredFollowerCount = (random: Random) => void random.next();

export interface SampleMember extends SamplePerson {
  displayName: string;
  genre: Genre;
  status: 'Active' | 'Inactive';
}

export const SAMPLE_WRITER_COUNT = 31;
export const SAMPLE_CONSULTANT_COUNT = 18;
export const SAMPLE_READER_COUNT = 30;

/**
 * The writers of the home page's cards (remotes/marketing/src/content/writers.ts, whose
 * "Start Reading" opens /writers/<username>): the first sample writers are them, so their
 * stories exist in development. Same usernames on both sides.
 */
export const CARD_WRITERS = [
  { first: 'Chiamaka', last: 'Obi', username: 'chiamaka.obi', gender: 'F', genre: 'Mental Health' },
  { first: 'Tunde', last: 'Adeyemi', username: 'tunde.adeyemi', gender: 'M', genre: 'Lifestyle' },
  {
    first: 'Zainab',
    last: 'Bello',
    username: 'zainab.bello',
    gender: 'F',
    genre: 'Tech & Innovation',
  },
  { first: 'Emeka', last: 'Nwosu', username: 'emeka.nwosu', gender: 'M', genre: 'Relationship' },
  { first: 'Ifeoma', last: 'Okafor', username: 'ifeoma.okafor', gender: 'F', genre: 'Lifestyle' },
] as const satisfies readonly {
  first: string;
  last: string;
  username: string;
  gender: Gender;
  genre: Genre;
}[];

export function sampleWriters(count = SAMPLE_WRITER_COUNT, seed = 0x5717e5): SampleMember[] {
  const random = createRandom(seed ^ 0x9e3779b9);
  return samplePeople(count, seed).map((p, i): SampleMember => {
    skipRetiredFollowerCount(random);
    const member: SampleMember = {
      ...p,
      displayName: `${p.first} ${p.last.charAt(0)}.`,
      genre: random.pick(GENRES),
      status: random.chance(0.15) ? 'Inactive' : 'Active',
    };
    const card = CARD_WRITERS[i];
    if (!card) return member;
    return {
      ...member,
      first: card.first,
      last: card.last,
      name: `${card.first} ${card.last}`,
      displayName: `${card.first} ${card.last}`,
      username: card.username,
      email: `${card.username}@example.com`,
      gender: card.gender,
      genre: card.genre,
      status: 'Active',
    };
  });
}

export function sampleConsultants(
  count = SAMPLE_CONSULTANT_COUNT,
  seed = 0xc0a5e1,
): SampleMember[] {
  const random = createRandom(seed ^ 0x85ebca6b);
  return samplePeople(count, seed).map((p): SampleMember => {
    const displayName = `${random.chance(0.5) ? 'Dr.' : 'Coach'} ${p.first}`;
    skipRetiredFollowerCount(random);
    return {
      ...p,
      displayName,
      genre: random.pick(GENRES),
      status: random.chance(0.15) ? 'Inactive' : 'Active',
    };
  });
}

export interface SampleReader extends SamplePerson {
  premium: boolean;
  status: 'Active' | 'Inactive';
}

export function sampleReaders(count = SAMPLE_READER_COUNT, seed = 0x05e125): SampleReader[] {
  const random = createRandom(seed ^ 0xc2b2ae35);
  return samplePeople(count, seed).map((p): SampleReader => {
    skipRetiredFollowerCount(random);
    return {
      ...p,
      premium: random.chance(0.35),
      status: random.chance(0.2) ? 'Inactive' : 'Active',
    };
  });
}
