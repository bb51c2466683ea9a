/** English strings of the gallery. */
export const galleryEn = {
  filterLabel: 'Filter images by place',
  filters: {
    all: 'All',
    'jal-mandir': 'Jal Mandir',
    'gaon-mandir': 'Gaon Mandir',
    samosaran: 'Samosaran',
    architecture: 'Architecture',
    festivals: 'Festivals',
    'places-to-stay': 'Places to stay',
    surroundings: 'Around Pawapuri',
  },
  alt: 'Illustration: {{title}}',
  imageTitle: '{{name}}, view {{number}}',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  position: '{{number}} of {{count}}',
};
