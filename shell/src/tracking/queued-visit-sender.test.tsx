import { render } from '@testing-library/react';
import { QueuedVisitSender } from './queued-visit-sender';

describe('QueuedVisitSender', () => {
  it('starts sending queued visits when the page starts and stops when it goes', () => {
    const stop = jest.fn();
    const start = jest.fn(() => stop);
    const { unmount } = render(<QueuedVisitSender start={start} />);
    expect(start).toHaveBeenCalledTimes(1);
    expect(stop).not.toHaveBeenCalled();
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
