import { formatNumber, formatRupees } from './numbers';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [100000, '1,00,000'],
    [1234567, '12,34,567'],
    [10000000, '1,00,00,000'],
    [123456789, '12,34,56,789'],
    [1234567.5, '12,34,567.5'],
    [0.25, '0.25'],
    [-100000, '-1,00,000'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [100, '₹100'],
    [100000, '₹1,00,000'],
    [10000000, '₹1,00,00,000'],
    [99.5, '₹99.5'],
    [1234.567, '₹1,234.57'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatRupees(value)).toBe(expected);
  });
});
