/** @jest-environment node */
import { FailureBackoff } from './failure-backoff';

describe('FailureBackoff', () => {
  it('doubles the wait on each failure in a row, up to its longest', () => {
    const clock = { now: 0 };
    const backoff = new FailureBackoff({ firstMs: 100, maxMs: 300, now: () => clock.now });
    const waits: number[] = [];
    for (let failure = 0; failure < 4; failure += 1) {
      const start = clock.now;
      backoff.failed('remote', 'down');
      while (backoff.waiting('remote') !== null) clock.now += 1;
      waits.push(clock.now - start);
    }
    expect(waits).toEqual([100, 200, 300, 300]);
  });

  it('starts again from the first wait after a success', () => {
    const clock = { now: 0 };
    const backoff = new FailureBackoff({ firstMs: 100, maxMs: 1000, now: () => clock.now });
    backoff.failed('remote', 'down');
    backoff.failed('remote', 'down');
    backoff.succeeded('remote');
    expect(backoff.waiting('remote')).toBeNull();
    backoff.failed('remote', 'down again');
    clock.now = 99;
    expect(backoff.waiting('remote')).toBe('down again');
    clock.now = 100;
    expect(backoff.waiting('remote')).toBeNull();
  });
});
