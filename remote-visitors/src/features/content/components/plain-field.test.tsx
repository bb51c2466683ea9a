import { screen } from '@testing-library/react';
import { PlainField } from './plain-field';
import { renderIn } from '../testing/content-fixtures';
import { FIELD_SPECS } from '../utils/field-specs';

test('names every licence, whose values have dots in them', () => {
  const licence = FIELD_SPECS.photo.find((spec) => spec.path === 'licence');
  if (!licence) throw new Error('photos have a licence field');
  renderIn(
    <PlainField
      spec={licence}
      label="Licence"
      value="cc-by-4.0"
      onChange={() => undefined}
      error={null}
    />,
    '/admin/content',
  );
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'All rights reserved',
    'CC BY 4.0',
    'CC BY-SA 4.0',
    'CC0 (public domain)',
  ]);
});
