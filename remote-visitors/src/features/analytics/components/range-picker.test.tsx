import { fireEvent, render, screen } from '@testing-library/react';
import '../../../test-utils';
import { RangePicker } from './range-picker';

/*
 * Choosing a custom range before any view has named its days starts both
 * days on the day it is in India: half an hour after India's midnight, the
 * UTC date is still yesterday.
 */
describe('RangePicker', () => {
  afterEach(() => jest.useRealTimers());

  it('starts a custom range on the day it is in India, not the UTC date', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T19:00:00.000Z') }); // 00:30 on 26 November in India
    const onChange = jest.fn();
    render(
      <RangePicker address={{ period: '30d', filters: {} }} shown={null} onChange={onChange} />,
    );
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'custom' } });
    expect(onChange).toHaveBeenCalledWith({
      period: 'custom',
      from: '2026-11-26',
      to: '2026-11-26',
      filters: {},
    });
  });
});
