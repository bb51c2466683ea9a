import { en } from './en';
import { hi } from './hi';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

it('English and Hindi catalogs have exactly the same keys', () => {
  expect(keys(hi).sort()).toEqual(keys(en).sort());
});
