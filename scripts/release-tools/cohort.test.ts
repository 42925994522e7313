import { COHORT_COOKIE, cohortFromCookie, cohortOf, signedCohort } from './cohort';

const SECRET = 'test-cohort-secret';

describe('canary cohorts', () => {
  it('keeps the cohort a browser already has', () => {
    expect(
      cohortOf(`a=1; ${COHORT_COOKIE}=${signedCohort(42, SECRET)}; b=2`, true, SECRET),
    ).toEqual({ cohort: 42 });
    expect(cohortFromCookie(`${COHORT_COOKIE}=${signedCohort(7, SECRET)}`, SECRET)).toBe(7);
  });

  it('draws a cohort 0–99 for a new browser and keeps it in a signed HttpOnly cookie', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 500; i += 1) {
      const { cohort, setCookie } = cohortOf(undefined, false, SECRET);
      seen.add(cohort);
      expect(cohort).toBeGreaterThanOrEqual(0);
      expect(cohort).toBeLessThan(100);
      expect(setCookie).toBe(
        `${COHORT_COOKIE}=${signedCohort(cohort, SECRET)}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly`,
      );
    }
    expect(seen.size).toBeGreaterThan(80);
    expect(cohortOf('', true, SECRET).setCookie).toMatch(/; Secure$/);
  });

  it('draws again for a value that is not a cohort', () => {
    for (const cookie of [`${COHORT_COOKIE}=100`, `${COHORT_COOKIE}=-1`, `x${COHORT_COOKIE}=5`]) {
      expect(cohortFromCookie(cookie, SECRET)).toBeUndefined();
    }
  });

  it('re-assigns the cohort of a forged cookie: bare, another cohort’s signature, another secret (issue 40)', () => {
    const forged = [
      `${COHORT_COOKIE}=3`,
      `${COHORT_COOKIE}=3.${signedCohort(77, SECRET).split('.')[1]}`,
      `${COHORT_COOKIE}=${signedCohort(3, 'someone-else')}`,
    ];
    for (const cookie of forged) {
      expect(cohortFromCookie(cookie, SECRET)).toBeUndefined();
      const drawn = cohortOf(cookie, true, SECRET);
      expect(drawn.setCookie).toContain(`${COHORT_COOKIE}=${signedCohort(drawn.cohort, SECRET)};`);
    }
  });
});
