import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPending } from './list-pending';

test('says what is loading while it loads, with no alert and no button', () => {
  render(<ListPending what="the barrier reports" failed={false} onRetry={jest.fn()} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the barrier reports…');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
});

test('once the last try failed, says what could not load and tries again on request', async () => {
  const onRetry = jest.fn();
  render(<ListPending what="your requests" failed onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load your requests.');
  expect(screen.queryByRole('status')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
