import { recordReads } from './read-recorder';

const value = () => ({
  version: 3,
  places: [
    { id: 'pawapuri', type: 'place', name: { en: 'Pawapuri', hi: 'पावापुरी' } },
    {
      id: 'jal-mandir',
      type: 'temple',
      name: { en: 'Jal Mandir', hi: 'जल मंदिर' },
      hours: { mon: '05:30' },
    },
    { id: 'samosaran', type: 'temple', name: { en: 'Samosaran', hi: 'समोशरण' } },
  ],
  stays: [{ id: 'stay', name: { en: 'Stay', hi: 'ठहराव' } }],
});

describe('recordReads', () => {
  it('copies what was read, arrays at their length with each item’s id', () => {
    const { view, readCopy } = recordReads(value());
    const temple = view.places.find((place) => place.type === 'temple');
    expect(temple?.name.en).toBe('Jal Mandir');
    expect(readCopy()).toEqual({
      places: [
        { id: 'pawapuri', type: 'place' },
        { id: 'jal-mandir', type: 'temple', name: { en: 'Jal Mandir' } },
        { id: 'samosaran' },
      ],
    });
  });

  it('answers the same reads alike from its copy', () => {
    const source = value();
    const first = recordReads(source);
    const read = (content: ReturnType<typeof value>) =>
      content.places
        .filter((place) => place.type === 'temple')
        .map((place) => `${place.name.hi} ${'hours' in place ? 'has hours' : 'no hours'}`);
    const shown = read(first.view);
    const copy = first.readCopy();
    expect(read(copy)).toEqual(shown);
    expect(shown).toEqual(['जल मंदिर has hours', 'समोशरण no hours']);
  });

  it('copies the whole of what was listed', () => {
    const { view, readCopy } = recordReads(value());
    expect(Object.keys(view.places[1]!.hours!)).toEqual(['mon']);
    expect(JSON.stringify(view.stays)).toContain('ठहराव');
    const copy = readCopy();
    expect(copy.places[1]).toEqual({ id: 'jal-mandir', hours: { mon: '05:30' } });
    expect(copy.stays).toEqual(value().stays);
  });

  it('gives the same view of the same object, and refuses changes', () => {
    const { view } = recordReads(value());
    expect(view.places[0]).toBe(view.places[0]);
    expect(Array.isArray(view.places)).toBe(true);
    expect(() => {
      (view.places[0] as { type: string }).type = 'temple';
    }).toThrow(TypeError);
  });
});
