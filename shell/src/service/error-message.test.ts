import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('gives an Error’s message without its name or stack', () => {
    expect(errorMessage(new TypeError('fetch failed'))).toBe('fetch failed');
  });

  it('gives anything else thrown as text', () => {
    expect(errorMessage('timed out')).toBe('timed out');
    expect(errorMessage(404)).toBe('404');
  });
});
