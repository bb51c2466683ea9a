export const GALLERY_CATEGORIES = [
  'jal-mandir',
  'gaon-mandir',
  'samosaran',
  'architecture',
  'festivals',
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export interface GalleryImage {
  id: number;
  src: string;
  title: string;
  category: GalleryCategory;
}
