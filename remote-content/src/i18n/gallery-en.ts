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
  },
  alt: 'Illustration: {{title}}',
  imageTitle: '{{name}}, view {{number}}',
  close: 'Close',
};
