import { catalogKeys } from '@pawapuri/shared/i18n/testing/catalog-keys';
import { en } from './en';
import { hi } from './hi';

it('English and Hindi catalogs have exactly the same keys', () => {
  expect(catalogKeys(hi)).toEqual(catalogKeys(en));
});

it('the Hindi catalog is translated, not copied', () => {
  expect(hi.fileConverter.convert).not.toBe(en.fileConverter.convert);
  expect(hi.imageEditor.newImage).not.toBe(en.imageEditor.newImage);
  expect(hi.imageEditor.filter.sepia).not.toBe(en.imageEditor.filter.sepia);
});
