import { pageGlobPattern, pageLikePattern, pageRegExp } from './page-pattern';

describe('a goal page pattern', () => {
  it('matches any run of characters, slashes included, where it says *', () => {
    const re = pageRegExp('/stays/*');
    expect(re.test('/stays/')).toBe(true);
    expect(re.test('/stays/jain-dharamshala/rooms')).toBe(true);
    expect(re.test('/stays')).toBe(false);
    expect(re.test('/en/stays/x')).toBe(false);
  });

  it('takes every other character as itself, case included', () => {
    const re = pageRegExp('/a.b(c)?[d]+');
    expect(re.test('/a.b(c)?[d]+')).toBe(true);
    expect(re.test('/aXb(c)?[d]+')).toBe(false);
    expect(pageRegExp('/Donate').test('/donate')).toBe(false);
  });

  it('is written for LIKE with % _ and \\ escaped', () => {
    expect(pageLikePattern('/a_b%c\\*/x')).toBe('/a\\_b\\%c\\\\%/x');
  });

  it('is written for GLOB with ? and [ in brackets', () => {
    expect(pageGlobPattern('/a?b[c]*')).toBe('/a[?]b[[]c]*');
  });
});
