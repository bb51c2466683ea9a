import { convert, parseInput, roundTo } from './convert';
import { FACTORS, unitsOf } from './units';

describe('exact factors', () => {
  it.each([
    ['length', 'mile', 1609.344],
    ['length', 'yard', 0.9144],
    ['length', 'foot', 0.3048],
    ['length', 'inch', 0.0254],
    ['weight', 'pound', 0.45359237],
    ['weight', 'ounce', 0.028349523125],
    ['weight', 'ton', 1000],
    ['weight', 'quintal', 100],
    ['area', 'square foot', 0.09290304],
    ['area', 'square inch', 0.00064516],
    ['area', 'hectare', 10000],
    ['area', 'acre', 4046.8564224],
    ['volume', 'gallon', 3.785411784],
    ['volume', 'quart', 0.946352946],
    ['volume', 'pint', 0.473176473],
    ['volume', 'cup', 0.2365882365],
    ['volume', 'cubic meter', 1000],
    ['volume', 'cubic centimeter', 0.001],
    ['time', 'year', 31556952],
    ['time', 'month', 2629746],
  ] as const)('%s: %s = %p base units', (category, unit, factor) => {
    expect(FACTORS[category][unit]).toBeCloseTo(factor, 12);
  });

  it('converts with the definitions', () => {
    expect(convert('length', 1, 'mile', 'foot')).toBe(5280);
    expect(convert('weight', 1, 'pound', 'ounce')).toBe(16);
    expect(convert('area', 1, 'acre', 'square foot')).toBe(43560);
    expect(convert('volume', 1, 'gallon', 'cup')).toBe(16);
    expect(convert('time', 1, 'year', 'month')).toBe(12);
  });

  it('round-trips every unit of every category', () => {
    for (const category of ['length', 'weight', 'area', 'volume', 'time'] as const) {
      const base = unitsOf(category)[0] ?? '';
      for (const unit of unitsOf(category)) {
        const there = convert(category, 7, unit, base); // base values keep 6 decimals
        expect(Math.abs(convert(category, there, base, unit) - 7) / 7).toBeLessThan(1e-4);
      }
    }
  });
});

describe('temperature', () => {
  it('follows the formulas', () => {
    expect(convert('temperature', -40, 'celsius', 'fahrenheit')).toBe(-40);
    expect(convert('temperature', 0, 'celsius', 'kelvin')).toBe(273.15);
    expect(convert('temperature', 100, 'celsius', 'fahrenheit')).toBe(212);
    expect(convert('temperature', 212, 'fahrenheit', 'kelvin')).toBe(373.15);
  });

  it('rejects an unknown unit', () => {
    expect(() => convert('length', 1, 'cubit', 'meter')).toThrow('Unknown unit');
  });

  it('returns the value unchanged for the same unit', () => {
    expect(convert('temperature', 1.234567, 'kelvin', 'kelvin')).toBe(1.234567);
  });

  it('rounds to 4 decimals', () => {
    expect(convert('temperature', 1, 'fahrenheit', 'celsius')).toBe(-17.2222);
  });
});

describe('rounding and input', () => {
  it('rounds to 6 decimals without float noise', () => {
    expect(roundTo(0.1 + 0.2, 6)).toBe(0.3);
    expect(convert('length', 1, 'inch', 'mile')).toBe(0.000016);
  });

  it.each([
    ['', null],
    ['  ', null],
    ['abc', null],
    ['12', 12],
    ['-3.5', -3.5],
  ])('parses %p as %p', (raw, expected) => {
    expect(parseInput(raw)).toBe(expected);
  });
});
