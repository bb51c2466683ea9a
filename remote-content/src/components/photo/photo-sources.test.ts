import { photoSources } from './photo-sources';

const HASH = '0123456789abcdef0123456789abcdef';
const media = { hash: HASH, width: 4032, height: 3024, widths: [960, 320, 640], color: '#806040' };

describe('photoSources', () => {
  it('lists every stored width in AVIF then WebP, and in JPEG for the <img>', () => {
    const { sources, jpeg, src } = photoSources(media, { apiUrl: '' });
    expect(sources).toEqual([
      {
        type: 'image/avif',
        srcSet: `/api/media/${HASH}-320.avif 320w, /api/media/${HASH}-640.avif 640w, /api/media/${HASH}-960.avif 960w`,
      },
      {
        type: 'image/webp',
        srcSet: `/api/media/${HASH}-320.webp 320w, /api/media/${HASH}-640.webp 640w, /api/media/${HASH}-960.webp 960w`,
      },
    ]);
    expect(jpeg.srcSet).toBe(
      `/api/media/${HASH}-320.jpg 320w, /api/media/${HASH}-640.jpg 640w, /api/media/${HASH}-960.jpg 960w`,
    );
    // Without srcset support, a phone's width rather than the largest.
    expect(src).toBe(`/api/media/${HASH}-640.jpg`);
  });

  it("takes the files from the API's own address, and the widest there is when all are narrow", () => {
    const { src, sources } = photoSources(
      { ...media, widths: [320] },
      { apiUrl: 'https://api.pawapuri.example' },
    );
    expect(src).toBe(`https://api.pawapuri.example/api/media/${HASH}-320.jpg`);
    expect(sources[0]?.srcSet).toBe(`https://api.pawapuri.example/api/media/${HASH}-320.avif 320w`);
  });
});
