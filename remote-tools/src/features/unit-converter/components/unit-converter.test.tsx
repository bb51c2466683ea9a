import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-utils';
import { UnitConverter } from './unit-converter';

it('converts live, swaps, and resets on a category change', async () => {
  const user = userEvent.setup();
  renderPage(<UnitConverter />, '/tools/unit-converter');
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

it('lists quick references per category from the same exact maths', async () => {
  const user = userEvent.setup();
  renderPage(<UnitConverter />, '/tools/unit-converter');
  expect(screen.getByRole('heading', { name: 'Quick reference: Length' })).toBeInTheDocument();
  expect(screen.getByText('1 mile (international) = 1.609344 kilometer')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Temperature' }));
  expect(screen.getByText('-40 celsius = -40 fahrenheit')).toBeInTheDocument();
  expect(screen.getByText('0 celsius = 273.15 kelvin')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Area' }));
  expect(screen.getByText('1 acre = 4,046.856422 square meter')).toBeInTheDocument();
});
