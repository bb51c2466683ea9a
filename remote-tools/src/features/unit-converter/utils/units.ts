/** The converter's unit categories; factors are exact definitions relative to the base unit. */
export type Category = 'length' | 'weight' | 'temperature' | 'area' | 'volume' | 'time';

const YEAR_S = 365.2425 * 86400;

export const FACTORS: Record<Exclude<Category, 'temperature'>, Record<string, number>> = {
  length: {
    meter: 1,
    kilometer: 1000,
    centimeter: 0.01,
    millimeter: 0.001,
    mile: 1609.344,
    yard: 0.9144,
    foot: 0.3048,
    inch: 0.0254,
  },
  weight: {
    kilogram: 1,
    gram: 0.001,
    milligram: 0.000001,
    pound: 0.45359237,
    ounce: 0.028349523125,
    ton: 1000,
    quintal: 100,
  },
  area: {
    'square meter': 1,
    'square kilometer': 1e6,
    'square centimeter': 0.0001,
    'square foot': 0.09290304,
    'square inch': 0.00064516,
    hectare: 10000,
    acre: 4046.8564224,
  },
  volume: {
    liter: 1,
    milliliter: 0.001,
    'cubic meter': 1000,
    'cubic centimeter': 0.001,
    gallon: 3.785411784,
    quart: 0.946352946,
    pint: 0.473176473,
    cup: 0.2365882365,
  },
  time: {
    second: 1,
    minute: 60,
    hour: 3600,
    day: 86400,
    week: 604800,
    month: YEAR_S / 12,
    year: YEAR_S,
  },
};

export const TEMPERATURE_UNITS = ['celsius', 'fahrenheit', 'kelvin'] as const;

export function unitsOf(category: Category): string[] {
  return category === 'temperature' ? [...TEMPERATURE_UNITS] : Object.keys(FACTORS[category]);
}
