import { render } from '@testing-library/react';
import { EventRecorder } from './event-recorder';

describe('EventRecorder', () => {
  it('starts recording events once when the page starts, and stops when it goes, re-rendered or not', () => {
    const stop = jest.fn();
    const start = jest.fn(() => stop);
    const { unmount, rerender } = render(<EventRecorder start={start} />);
    rerender(<EventRecorder start={start} />);
    expect(start).toHaveBeenCalledTimes(1);
    expect(stop).not.toHaveBeenCalled();
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
