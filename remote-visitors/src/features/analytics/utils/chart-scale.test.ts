import { formatNumber } from '@pawapuri/shared';
import {
  axisLabel,
  bucketLabel,
  dateTickIndexes,
  granularityOf,
  nextIndex,
  tooltipAlign,
  tooltipLeft,
  tooltipText,
  valueTicks,
} from './chart-scale';

describe('valueTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten up to the first step over the peak', () => {
    expect(valueTicks(100)).toEqual([0, 50, 100]);
    expect(valueTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('has a whole-number step and a top for an empty range', () => {
    expect(valueTicks(0)).toEqual([0, 1]);
    expect(valueTicks(2)).toEqual([0, 1, 2]);
  });
});

describe('dateTickIndexes', () => {
  it('labels every point of a short series', () => {
    expect(dateTickIndexes(4)).toEqual([0, 1, 2, 3]);
  });

  it('spreads about six labels over a long one, first and last included', () => {
    expect(dateTickIndexes(30)).toEqual([0, 6, 12, 18, 24, 29]);
    expect(dateTickIndexes(24)).toEqual([0, 5, 10, 15, 23]);
    expect(dateTickIndexes(0)).toEqual([]);
  });
});

describe('labels', () => {
  it('names buckets in the site time, whatever the browser zone', () => {
    expect(axisLabel('2026-11-23', 'day')).toBe('23 Nov');
    expect(axisLabel('2026-11-23T14:00', 'hour')).toBe('2 pm');
    expect(axisLabel('2026-11-01', 'month')).toBe('Nov 2026');
    expect(bucketLabel('2026-11-23', 'day')).toBe('Mon, 23 Nov, 2026');
    expect(bucketLabel('2026-11-16', 'week')).toBe('16–22 Nov 2026');
    // A range's first week may start mid-week; it still ends on its Sunday.
    expect(bucketLabel('2026-11-27', 'week')).toBe('27–29 Nov 2026');
    expect(bucketLabel('2026-11-23T09:00', 'hour')).toBe('Mon, 23 Nov, 2026, 9 am');
  });

  it('names them in Hindi on the Hindi page', () => {
    expect(axisLabel('2026-11-23', 'day', 'hi')).toBe('23 नव॰');
    expect(bucketLabel('2026-11-23', 'day', 'hi')).toMatch(/^सोम, 23 नव॰ 2026$/);
  });

  it('reads an unknown granularity as days', () => {
    expect(granularityOf('hour')).toBe('hour');
    expect(granularityOf('decade')).toBe('day');
  });

  it('says what a point holds, each count given to its words as a number', () => {
    const words = {
      visits: (n: number) => `${formatNumber(n)} visit${n === 1 ? '' : 's'}`,
      unique: (n: number) => `${n} unique`,
    };
    expect(
      tooltipText({ start: '2026-11-23', visits: 123456, uniqueVisitors: 7 }, 'day', words),
    ).toBe('Mon, 23 Nov, 2026: 1,23,456 visits, 7 unique');
    expect(tooltipText({ start: '2026-11-23', visits: 1, uniqueVisitors: 1 }, 'day', words)).toBe(
      'Mon, 23 Nov, 2026: 1 visit, 1 unique',
    );
  });
});

describe('nextIndex', () => {
  it('steps with the arrows and stops at the ends', () => {
    expect(nextIndex('ArrowRight', 2, 5)).toBe(3);
    expect(nextIndex('ArrowRight', 4, 5)).toBe(4);
    expect(nextIndex('ArrowLeft', 0, 5)).toBe(0);
    expect(nextIndex('ArrowLeft', 3, 5)).toBe(2);
  });

  it('jumps with Home and End, and starts from the latest point', () => {
    expect(nextIndex('Home', 3, 5)).toBe(0);
    expect(nextIndex('End', 0, 5)).toBe(4);
    expect(nextIndex('ArrowLeft', null, 5)).toBe(4);
    expect(nextIndex('Home', null, 5)).toBe(0);
  });

  it('leaves other keys and empty series alone', () => {
    expect(nextIndex('Tab', 1, 5)).toBeNull();
    expect(nextIndex('a', null, 5)).toBeNull();
    expect(nextIndex('ArrowRight', null, 0)).toBeNull();
  });
});

test('tooltipLeft puts the tooltip over its point within the plot', () => {
  expect(tooltipLeft(0, 5, { left: 50, width: 400 })).toBe(50);
  expect(tooltipLeft(4, 5, { left: 50, width: 400 })).toBe(450);
  expect(tooltipLeft(0, 1, { left: 50, width: 400 })).toBe(250);
});

test('tooltipAlign keeps the tooltips of the end points inside the chart', () => {
  expect(tooltipAlign(0, 30)).toBe('start');
  expect(tooltipAlign(15, 30)).toBe('middle');
  expect(tooltipAlign(29, 30)).toBe('end');
  expect(tooltipAlign(0, 1)).toBe('middle');
});
