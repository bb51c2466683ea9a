import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@pawapuri/shared';
import '../../../i18n/register';
import { UnitConverter } from './unit-converter';

beforeAll(async () => {
  await initI18n().changeLanguage('en');
});

it('converts live, swaps, and resets on a category change', async () => {
  const user = userEvent.setup();
  render(<UnitConverter />);
  const input = screen.getByLabelText('From');
  await user.type(input, '1234567');
  expect(screen.getByRole('status')).toHaveTextContent('1,234.567');
  await user.click(screen.getByRole('button', { name: 'Swap From and To' }));
  expect(screen.getByRole('status')).toHaveTextContent('1,23,45,67,000');
  await user.clear(input);
  await user.type(input, 'abc');
  expect(screen.getByRole('status')).toHaveTextContent('');
  await user.click(screen.getByRole('button', { name: 'Temperature' }));
  expect(input).toHaveValue('');
  expect(screen.getAllByRole('combobox').map((s) => (s as HTMLSelectElement).value)).toEqual([
    'celsius',
    'fahrenheit',
  ]);
});
