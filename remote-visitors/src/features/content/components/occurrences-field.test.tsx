import { fireEvent, screen } from '@testing-library/react';
import { OccurrencesField } from './occurrences-field';
import { renderIn } from '../testing/content-fixtures';

/*
 * "Add a date" fills in the day it is in India: half an hour after India's
 * midnight the UTC date is still yesterday, and must not be the one offered.
 */
afterEach(() => jest.useRealTimers());

test('a date added just after India’s midnight starts on that Indian day', () => {
  jest.useFakeTimers({ now: Date.parse('2026-11-25T19:00:00.000Z') }); // 00:30 on 26 November in India
  const onChange = jest.fn();
  renderIn(
    <OccurrencesField label="Dates" value={[]} onChange={onChange} error={null} />,
    '/admin/content',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Add a date' }));
  expect(onChange).toHaveBeenCalledWith([{ start: '2026-11-26', verified: false }]);
});
