import { diffFields } from './diff';

describe('diffFields', () => {
  it('names each changed leaf by its path in dots', () => {
    const before = { phone: '+91 00000 00001', name: { en: 'A', hi: 'अ' }, hours: { mon: null } };
    const after = {
      phone: '+91 94310 12345',
      name: { en: 'A', hi: 'आ' },
      hours: { mon: { opens: '05:30' } },
    };
    expect(diffFields(before, after)).toEqual([
      { path: 'phone', before: '+91 00000 00001', after: '+91 94310 12345' },
      { path: 'name.hi', before: 'अ', after: 'आ' },
      { path: 'hours.mon', before: null, after: { opens: '05:30' } },
    ]);
  });

  it('compares lists by position and reports added and removed fields', () => {
    const before = { tags: ['a', 'b'], note: 'x' };
    const after = { tags: ['a', 'c', 'd'], website: 'https://x.in' };
    expect(diffFields(before, after)).toEqual([
      { path: 'tags.1', before: 'b', after: 'c' },
      { path: 'tags.2', after: 'd' },
      { path: 'note', before: 'x' },
      { path: 'website', after: 'https://x.in' },
    ]);
  });

  it('finds nothing between equal versions', () => {
    expect(diffFields({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });
});
