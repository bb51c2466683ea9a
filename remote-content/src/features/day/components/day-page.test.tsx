import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../../test-utils';
import { DayPage } from './day-page';

describe('the day page', () => {
  it('shows sunrise, sunset and the six pachakkhan times in IST for a chosen date', async () => {
    renderPage(<DayPage />, '/today');
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2026-11-09' } });
    const list = await screen.findByTestId('day-times');
    expect(list.querySelector('[data-time="sunrise"] dd')).toHaveTextContent('6:00');
    expect(list.querySelector('[data-time="sunset"] dd')).toHaveTextContent('17:02');
    expect(list.querySelector('[data-time="navkarsi"] dd')).toHaveTextContent('6:48');
    expect(list.querySelectorAll('dd')).toHaveLength(8);
    expect(screen.getByText(/sects and temples may reckon differently/)).toBeInTheDocument();
  });
});
