import { mapLinks } from './map-links';

describe('mapLinks', () => {
  it('builds the three map addresses from the coordinates', () => {
    expect(mapLinks({ latitude: 25.0921234567, longitude: 85.539 }, 'Jal Mandir')).toEqual({
      geo: 'geo:25.092123,85.539?q=25.092123,85.539(Jal%20Mandir)',
      universal: 'https://www.google.com/maps/search/?api=1&query=25.092123,85.539',
      openStreetMap:
        'https://www.openstreetmap.org/?mlat=25.092123&mlon=85.539#map=16/25.092123/85.539',
    });
  });

  it('keeps a label from breaking out of the geo URI', () => {
    const { geo } = mapLinks({ latitude: 25.1, longitude: 85.5 }, 'जल मंदिर (पुल) & #x');
    const label = geo.slice('geo:25.1,85.5?q=25.1,85.5('.length, -1);
    expect(decodeURIComponent(label)).toBe('जल मंदिर (पुल) & #x');
    expect(label).not.toMatch(/[ #&()]/);
  });
});
