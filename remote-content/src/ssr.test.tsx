/**
 * @jest-environment node
 */
import { testEveryPageHydrates } from '@pawapuri/shared/testing/every-page-hydrates';
import description from '../remote.json';
import { PAGE_CATALOGS } from './i18n/page-catalogs';
import Routes from './routes';

/** Every page catalog's English strings. */
const english = () =>
  Promise.all(
    Object.values(PAGE_CATALOGS).map(({ catalog }) =>
      typeof catalog.en === 'function' ? catalog.en() : catalog.en,
    ),
  );

testEveryPageHydrates(description, Routes, english);
