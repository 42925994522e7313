import { median } from './stats';

describe('median', () => {
  it('is the middle value of an odd sample, whatever its order', () => {
    expect(median([3.1, 1.2, 2.5])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('is the mean of the two middle values of an even sample', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder the caller’s array', () => {
    const sample = [3, 1, 2];
    median(sample);
    expect(sample).toEqual([3, 1, 2]);
  });

  it('refuses an empty sample', () => {
    expect(() => median([])).toThrow(/empty/);
  });
});
