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

export interface Hotel {
  id: number;
  name: string;
  /** 0..5, halves allowed. */
  rating: number;
  /** Distance from the main temple, as shown (e.g. '0.5 km'). */
  distance: string;
  /** Price range as shown (e.g. '₹800 - ₹1,500'). */
  price: string;
  amenities: string[];
  image: string;
  contact: string;
  address: string;
}

export type TransportType = 'auto' | 'taxi' | 'jeep' | 'suv' | 'e-rickshaw';

export interface TransportService {
  id: number;
  name: string;
  type: TransportType;
  price: string;
  contact: string;
  availability: string;
  features: string[];
}

export interface FareRoute {
  from: string;
  to: string;
  /** Kilometres. */
  distance: number;
  /** Estimated fare as shown (e.g. '₹400 - ₹600'). */
  fare: string;
}

export interface CarouselSlide {
  src: string;
  title: string;
  description: string;
}
