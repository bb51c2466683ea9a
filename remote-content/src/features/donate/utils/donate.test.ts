import { formatRupees } from '@pawapuri/shared';
import { buildUpiLink } from './upi-link';
import {
  INITIAL_DONATION,
  choosePreset,
  chosenAmount,
  parseCustom,
  typeCustom,
} from './donation-state';

describe('buildUpiLink', () => {
  it('encodes every value', () => {
    expect(
      buildUpiLink({ payeeId: 'a b@upi', payeeName: 'Tirth & Seva', amount: 500, note: 'x=y' }),
    ).toBe('upi://pay?pa=a%20b%40upi&pn=Tirth%20%26%20Seva&am=500&cu=INR&tn=x%3Dy');
  });
});

describe('donation state', () => {
  it('starts with nothing chosen', () => {
    expect(chosenAmount(INITIAL_DONATION)).toBeNull();
  });

  it('a preset selects itself and clears the custom field', () => {
    const state = choosePreset({ preset: null, custom: '300' }, 1000);
    expect(state).toEqual({ preset: 1000, custom: '' });
    expect(chosenAmount(state)).toBe(1000);
  });

  it('a valid custom amount deselects the preset', () => {
    const state = typeCustom({ preset: 50, custom: '' }, '751');
    expect(state).toEqual({ preset: null, custom: '751' });
    expect(chosenAmount(state)).toBe(751);
  });

  it('ignores custom amounts that are not above 0 and keeps the preset', () => {
    expect(typeCustom({ preset: 50, custom: '' }, '0').preset).toBe(50);
    expect(parseCustom('-5')).toBeNull();
    expect(parseCustom('abc')).toBeNull();
    expect(parseCustom('12.9')).toBe(12);
  });

  it('shows amounts in Indian grouping', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
  });
});
