// The first slide is the home page's largest paint: written into the page, it needs no request.
import jalMandirDay from '../../../assets/art/jal-mandir-day.svg?inline';
import jalMandirBridge from '../../../assets/art/jal-mandir-bridge.svg';
import samosaran from '../../../assets/art/samosaran.svg';
import diwaliLamps from '../../../assets/art/diwali-lamps.svg';

/** Carousel slide: the image src; its id is the catalog key of its title and description. */
export interface Slide {
  id: string;
  src: string;
}

export const SLIDES: Slide[] = [
  { id: 'jalMandir', src: jalMandirDay },
  { id: 'bridge', src: jalMandirBridge },
  { id: 'samosaran', src: samosaran },
  { id: 'diwali', src: diwaliLamps },
];

export const SLIDE_INTERVAL_MS = 5000;
