import {
  EMAIL,
  expectNigerianName,
  GENRES,
  ISO_DATE,
  NIGERIAN_PHONE,
  STATE_COUNTRY,
  WRITER_KEYS,
} from './testShapes';
import { generateWriters, WRITER_COUNT, writers } from './writers';

describe('writers sample data (SPEC section 3)', () => {
  it('has exactly 31 writers', () => {
    expect(WRITER_COUNT).toBe(31);
    expect(writers).toHaveLength(31);
  });

  it('gives every writer exactly the spec fields, with status absent', () => {
    for (const writer of writers) {
      expect(Object.keys(writer).sort()).toEqual(WRITER_KEYS);
      expect('status' in writer).toBe(false);
    }
  });

  it('uses the spec value types and vocabularies', () => {
    for (const w of writers) {
      expectNigerianName(w.name, w.gender);
      expect(['M', 'F']).toContain(w.gender);
      expect(GENRES).toContain(w.genre);
      expect(w.location).toMatch(STATE_COUNTRY);
      expect(w.date_joined).toMatch(ISO_DATE);
      expect(Number.isNaN(Date.parse(w.date_joined))).toBe(false);
      expect(w.phone_number).toMatch(NIGERIAN_PHONE);
      expect(w.email).toMatch(EMAIL);
      expect(Number.isInteger(w.follower_count)).toBe(true);
      expect(w.follower_count).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(w._id)).toBe(true);
      expect(typeof w.display_name).toBe('string');
      expect(w.display_name.length).toBeGreaterThan(0);
    }
  });

  it('has unique ids, usernames, e-mails and names', () => {
    for (const key of ['_id', 'username', 'email', 'name'] as const) {
      expect(new Set(writers.map((w) => w[key])).size).toBe(31);
    }
  });

  it('covers both sexes and several genres', () => {
    expect(new Set(writers.map((w) => w.gender))).toEqual(new Set(['M', 'F']));
    expect(new Set(writers.map((w) => w.genre)).size).toBeGreaterThanOrEqual(6);
  });

  it('is deterministic', () => {
    expect(generateWriters(31)).toEqual(writers);
  });

  it('scales to large development data sets with unique ids and usernames', () => {
    const many = generateWriters(20_000);
    expect(many).toHaveLength(20_000);
    expect(new Set(many.map((w) => w._id)).size).toBe(20_000);
    expect(new Set(many.map((w) => w.username)).size).toBe(20_000);
    // The first rows of a large set are the sample itself: same seed, same sequence.
    expect(many.slice(0, 31)).toEqual(writers);
  });
});
