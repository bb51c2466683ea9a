import { FACTORS, type Category } from './units';

function toCelsius(value: number, unit: string): number {
  if (unit === 'fahrenheit') return ((value - 32) * 5) / 9;
  if (unit === 'kelvin') return value - 273.15;
  return value;
}

function fromCelsius(value: number, unit: string): number {
  if (unit === 'fahrenheit') return (value * 9) / 5 + 32;
  if (unit === 'kelvin') return value + 273.15;
  return value;
}

/** Rounds to `decimals` places; toFixed then Number drops float noise and trailing zeros. */
export function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/** Converts `value`; 4 decimals for temperature, 6 otherwise. Same unit returns it unchanged. */
export function convert(category: Category, value: number, from: string, to: string): number {
  if (from === to) return value;
  if (category === 'temperature') return roundTo(fromCelsius(toCelsius(value, from), to), 4);
  const fromFactor = FACTORS[category][from];
  const toFactor = FACTORS[category][to];
  if (fromFactor === undefined || toFactor === undefined)
    throw new Error(`Unknown unit in ${category}`);
  return roundTo((value * fromFactor) / toFactor, 6);
}

/** Parses the From field; empty or non-numeric input gives null (an empty result). */
export function parseInput(raw: string): number | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
