// The first slide is the home page's largest paint: written into the page, it needs no request.
import jalMandirDay from '../../../assets/art/jal-mandir-day.svg?inline';
import jalMandirBridge from '../../../assets/art/jal-mandir-bridge.svg';
import samosaran from '../../../assets/art/samosaran.svg';
import diwaliLamps from '../../../assets/art/diwali-lamps.svg';
import type { PhotoCategory } from '@pawapuri/shared';

/**
 * Carousel slide: its drawing; its id is the catalog key of its title and
 * description. A published photograph takes the drawing's place: the
 * `nth` (from 0) of its album, in the photographs' order.
 */
export interface Slide {
  id: string;
  src: string;
  album: PhotoCategory;
  nth: number;
}

export const SLIDES: Slide[] = [
  { id: 'jalMandir', src: jalMandirDay, album: 'jal-mandir', nth: 0 },
  { id: 'bridge', src: jalMandirBridge, album: 'jal-mandir', nth: 1 },
  { id: 'samosaran', src: samosaran, album: 'samosaran', nth: 0 },
  { id: 'diwali', src: diwaliLamps, album: 'festivals', nth: 0 },
];

export const SLIDE_INTERVAL_MS = 5000;
