import { EMAIL, expectNigerianName, ISO_DATE, NIGERIAN_PHONE, USER_KEYS } from './testShapes';
import { generateUsers, USER_COUNT, users } from './users';

describe('users sample data (SPEC section 3)', () => {
  it('has exactly 30 users', () => {
    expect(USER_COUNT).toBe(30);
    expect(users).toHaveLength(30);
  });

  it('gives every user exactly the spec fields, with status absent', () => {
    for (const user of users) {
      expect(Object.keys(user).sort()).toEqual(USER_KEYS);
      expect('status' in user).toBe(false);
    }
  });

  it('stores location as a { State, Country } object and isActive as a boolean', () => {
    for (const u of users) {
      expect(Object.keys(u.location).sort()).toEqual(['Country', 'State']);
      expect(typeof u.location.State).toBe('string');
      expect(typeof u.location.Country).toBe('string');
      expect(u.location.State.length).toBeGreaterThan(0);
      expect(typeof u.isActive).toBe('boolean');
    }
  });

  it('uses the spec value types', () => {
    for (const u of users) {
      expectNigerianName(u.name, u.gender);
      expect(u.date_joined).toMatch(ISO_DATE);
      expect(u.phone_number).toMatch(NIGERIAN_PHONE);
      expect(u.email).toMatch(EMAIL);
      expect(Number.isInteger(u.follower_count)).toBe(true);
    }
    expect(new Set(users.map((u) => u._id)).size).toBe(30);
    expect(new Set(users.map((u) => u.username)).size).toBe(30);
  });

  it('has both free and premium readers', () => {
    const premium = users.filter((u) => u.isActive).length;
    expect(premium).toBeGreaterThan(0);
    expect(premium).toBeLessThan(30);
  });

  it('is deterministic', () => {
    expect(generateUsers(30)).toEqual(users);
  });
});
