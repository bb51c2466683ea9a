import { axisStep, bucketLabel, dateLabelIndices } from './daily-chart';

describe('the daily chart', () => {
  it('steps its value axis in 1, 2 or 5 times a power of ten', () => {
    expect(axisStep(0)).toBe(1);
    expect(axisStep(3)).toBe(1);
    expect(axisStep(59)).toBe(20);
    expect(axisStep(345_489)).toBe(100_000);
    expect(axisStep(1_001)).toBe(500);
  });
  it('labels days and hours as a reader writes them', () => {
    expect(bucketLabel('2026-10-07')).toBe('7 Oct');
    expect(bucketLabel('2026-11-01T14:00')).toBe('1 Nov 14:00');
  });
  it('dates evenly spaced buckets, always the first and the last, never crowded', () => {
    expect([...dateLabelIndices(31, 8)]).toEqual([0, 4, 8, 12, 16, 20, 24, 30]);
    expect([...dateLabelIndices(5, 8)]).toEqual([0, 1, 2, 3, 4]);
    expect([...dateLabelIndices(1, 8)]).toEqual([0]);
    expect([...dateLabelIndices(2, 1)]).toEqual([0, 1]);
    expect([...dateLabelIndices(48, 8)]).toEqual([0, 6, 12, 18, 24, 30, 36, 47]);
  });
});
