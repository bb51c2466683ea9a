import type { galleryEn } from './gallery-en';

/** Hindi strings of the gallery (same keys as gallery-en.ts). */
export const galleryHi: typeof galleryEn = {
  filterLabel: 'स्थान के अनुसार चित्र छाँटें',
  filters: {
    all: 'सभी',
    'jal-mandir': 'जल मंदिर',
    'gaon-mandir': 'गाँव मंदिर',
    samosaran: 'समवशरण',
    architecture: 'वास्तुकला',
    festivals: 'पर्व',
    'places-to-stay': 'ठहरने के स्थान',
    surroundings: 'पावापुरी के आसपास',
  },
  alt: 'चित्र: {{title}}',
  imageTitle: '{{name}}, दृश्य {{number}}',
  close: 'बंद करें',
  previous: 'पिछला',
  next: 'अगला',
  position: '{{count}} में से {{number}}',
};
