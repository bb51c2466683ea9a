import { newItemData } from './new-item';

/*
 * A new item's dates are the day in India. Half an hour after midnight in
 * India the UTC date is still yesterday; a minute before midnight both agree.
 */
const AFTER_INDIA_MIDNIGHT = new Date('2026-11-25T19:00:00.000Z'); // 00:30 on 26 November in India
const BEFORE_INDIA_MIDNIGHT = new Date('2026-11-25T18:29:00.000Z'); // 23:59 on 25 November in India

describe('newItemData', () => {
  it('dates a new festival on the day it is in India just after India’s midnight', () => {
    expect(AFTER_INDIA_MIDNIGHT.toISOString().slice(0, 10)).toBe('2026-11-25');
    expect(newItemData('festival', AFTER_INDIA_MIDNIGHT).occurrences).toEqual([
      { start: '2026-11-26', verified: false },
    ]);
  });

  it('keeps the Indian day until India’s midnight', () => {
    expect(newItemData('festival', BEFORE_INDIA_MIDNIGHT).occurrences).toEqual([
      { start: '2026-11-25', verified: false },
    ]);
  });

  it('shows a new notice from now for a week, as instants', () => {
    const notice = newItemData('notice', AFTER_INDIA_MIDNIGHT);
    expect(notice.showFrom).toBe('2026-11-25T19:00:00.000Z');
    expect(notice.showUntil).toBe('2026-12-02T19:00:00.000Z');
  });
});
