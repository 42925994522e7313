import { COHORT_COOKIE, cohortFromCookie, cohortOf } from './cohort';

describe('canary cohorts', () => {
  it('keeps the cohort a browser already has', () => {
    expect(cohortOf(`a=1; ${COHORT_COOKIE}=42; b=2`, true)).toEqual({ cohort: 42 });
    expect(cohortFromCookie(`${COHORT_COOKIE}=7`)).toBe(7);
  });

  it('draws a cohort 0–99 for a new browser and keeps it in an HttpOnly cookie', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 500; i += 1) {
      const { cohort, setCookie } = cohortOf(undefined, false);
      seen.add(cohort);
      expect(cohort).toBeGreaterThanOrEqual(0);
      expect(cohort).toBeLessThan(100);
      expect(setCookie).toBe(
        `${COHORT_COOKIE}=${cohort}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly`,
      );
    }
    expect(seen.size).toBeGreaterThan(80);
    expect(cohortOf('', true).setCookie).toMatch(/; Secure$/);
  });

  it('draws again for a value that is not a cohort', () => {
    for (const cookie of [`${COHORT_COOKIE}=100`, `${COHORT_COOKIE}=-1`, `x${COHORT_COOKIE}=5`]) {
      expect(cohortFromCookie(cookie)).toBeUndefined();
    }
  });
});
