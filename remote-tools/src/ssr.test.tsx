/**
 * @jest-environment node
 */
import { testEveryPageHydrates } from '@pawapuri/shared/testing/every-page-hydrates';
import description from '../remote.json';
import { en } from './i18n/en';
import Routes from './routes';

testEveryPageHydrates(description, Routes, en);
