import { mediaStandIn } from './media-stand-in';

const HASH = '0123456789abcdef0123456789abcdef';
const OTHER = 'fedcba9876543210fedcba9876543210';
const at = (name: string) => `https://api.pawapuri.example/api/media/${name}`;

describe('mediaStandIn', () => {
  it('gives a saved size of the same photograph, the nearest width, the wider at a tie', () => {
    const saved = [at(`${HASH}-320.jpg`), at(`${HASH}-960.jpg`), at(`${OTHER}-640.avif`)];
    expect(mediaStandIn(at(`${HASH}-640.avif`), saved)).toBe(at(`${HASH}-960.jpg`));
    expect(mediaStandIn(at(`${HASH}-320.webp`), saved)).toBe(at(`${HASH}-320.jpg`));
    expect(mediaStandIn(at(`${HASH}-1600.avif`), saved)).toBe(at(`${HASH}-960.jpg`));
  });

  it('gives nothing for another photograph, a preview or a name that is not a stored file', () => {
    const saved = [at(`${OTHER}-640.jpg`), at(`${HASH}-preview.webp`), at(`${HASH}-640.gif`)];
    expect(mediaStandIn(at(`${HASH}-640.avif`), saved)).toBeUndefined();
    expect(mediaStandIn(at('usage'), [at(`${HASH}-640.jpg`)])).toBeUndefined();
  });
});
