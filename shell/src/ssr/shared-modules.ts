import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactRouter from 'react-router';
import * as reactRouterDom from 'react-router-dom';
import { watchingQueryReads } from './query-reads';

/**
 * The share scope's packages (tooling/federation-shared.js, the one list;
 * shared-modules.test.ts keeps the two alike), lent to the remotes' server builds
 * (the router telling each render whether its page read the query).
 */
export const SHARED_MODULES = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-router': watchingQueryReads(reactRouter),
  'react-router-dom': watchingQueryReads(reactRouterDom),
};
