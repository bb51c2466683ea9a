import { SHARED_PACKAGES } from '../../../tooling/federation-shared';
import { SHARED_MODULES } from './shared-modules';

/** The package a module request names: `react` for `react/jsx-runtime`. */
const packageOf = (request: string): string =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

describe('the modules the shell’s server lends the remotes’ server builds', () => {
  it('are the singletons the federation shares, each package lent, none besides', () => {
    const lent = [...new Set(Object.keys(SHARED_MODULES).map(packageOf))].sort();
    expect(SHARED_PACKAGES.length).toBeGreaterThanOrEqual(4);
    expect(lent).toEqual([...SHARED_PACKAGES].sort());
  });
});
