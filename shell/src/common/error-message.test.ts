/** @jest-environment node */
import vm from 'node:vm';
import { asError, errorMessage } from './error-message';

describe('what was thrown', () => {
  it('is kept when it is an Error, of this realm or of a server build’s own', () => {
    const own = new TypeError('here');
    expect(asError(own)).toBe(own);
    const other = vm.runInNewContext('new TypeError("in a build")') as unknown;
    expect(other instanceof Error).toBe(false);
    expect(asError(other)).toBe(other);
    expect(errorMessage(other)).toBe('in a build');
  });

  it('becomes an Error saying what it was otherwise', () => {
    expect(errorMessage('a string')).toBe('a string');
    expect(errorMessage(undefined)).toBe('undefined');
    expect(asError({ code: 1 })).toBeInstanceOf(Error);
  });
});
