import type { Category } from '../utils/units';

/** [value, from, to]: the everyday equivalents a visitor looks up; results come from `convert`. */
export type ReferenceRow = [number, string, string];

export const QUICK_REFERENCE: Record<Category, ReferenceRow[]> = {
  length: [
    [1, 'kilometer', 'meter'],
    [1, 'mile', 'kilometer'],
    [1, 'yard', 'foot'],
    [1, 'foot', 'centimeter'],
    [1, 'inch', 'centimeter'],
  ],
  weight: [
    [1, 'kilogram', 'pound'],
    [1, 'pound', 'gram'],
    [1, 'ounce', 'gram'],
    [1, 'quintal', 'kilogram'],
    [1, 'ton', 'quintal'],
  ],
  temperature: [
    [0, 'celsius', 'fahrenheit'],
    [100, 'celsius', 'fahrenheit'],
    [37, 'celsius', 'fahrenheit'],
    [-40, 'celsius', 'fahrenheit'],
    [0, 'celsius', 'kelvin'],
  ],
  area: [
    [1, 'hectare', 'square meter'],
    [1, 'acre', 'square meter'],
    [1, 'acre', 'hectare'],
    [1, 'square kilometer', 'hectare'],
    [1, 'square foot', 'square inch'],
  ],
  volume: [
    [1, 'gallon', 'liter'],
    [1, 'liter', 'cup'],
    [1, 'quart', 'pint'],
    [1, 'cubic meter', 'liter'],
    [1, 'milliliter', 'cubic centimeter'],
  ],
  time: [
    [1, 'hour', 'second'],
    [1, 'day', 'hour'],
    [1, 'week', 'day'],
    [1, 'month', 'day'],
    [1, 'year', 'day'],
  ],
};
