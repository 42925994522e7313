import { consultants, CONSULTANT_COUNT, generateConsultants } from './consultants';
import {
  EMAIL,
  expectNigerianName,
  GENRES,
  ISO_DATE,
  NIGERIAN_PHONE,
  STATE_COUNTRY,
  WRITER_KEYS,
} from './testShapes';

describe('consultants sample data (SPEC section 3: the writer record shape)', () => {
  it('has the documented number of consultants', () => {
    expect(consultants).toHaveLength(CONSULTANT_COUNT);
    expect(CONSULTANT_COUNT).toBe(18);
  });

  it('gives every consultant exactly the writer fields, with status absent', () => {
    for (const consultant of consultants) {
      expect(Object.keys(consultant).sort()).toEqual(WRITER_KEYS);
      expect('status' in consultant).toBe(false);
    }
  });

  it('uses the spec value types and vocabularies', () => {
    for (const c of consultants) {
      expectNigerianName(c.name, c.gender);
      expect(GENRES).toContain(c.genre);
      expect(c.location).toMatch(STATE_COUNTRY);
      expect(c.date_joined).toMatch(ISO_DATE);
      expect(c.phone_number).toMatch(NIGERIAN_PHONE);
      expect(c.email).toMatch(EMAIL);
      expect(Number.isInteger(c.follower_count)).toBe(true);
    }
    expect(new Set(consultants.map((c) => c._id)).size).toBe(CONSULTANT_COUNT);
    expect(new Set(consultants.map((c) => c.username)).size).toBe(CONSULTANT_COUNT);
  });

  it('is deterministic', () => {
    expect(generateConsultants(CONSULTANT_COUNT)).toEqual(consultants);
  });
});
