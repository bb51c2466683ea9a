import jalMandirDay from '../../../assets/art/jal-mandir-day.svg';
import jalMandirDusk from '../../../assets/art/jal-mandir-dusk.svg';
import jalMandirBridge from '../../../assets/art/jal-mandir-bridge.svg';
import gaonMandir from '../../../assets/art/gaon-mandir.svg';
import samosaran from '../../../assets/art/samosaran.svg';
import arches from '../../../assets/art/architecture-arches.svg';
import diwaliLamps from '../../../assets/art/diwali-lamps.svg';
import type { GalleryCategory, GalleryImage as SharedGalleryImage } from '@pawapuri/shared';

// The category list and image fields are the site's shared types, so the gallery and its filters agree.
export { GALLERY_CATEGORIES } from '@pawapuri/shared';
export type { GalleryCategory } from '@pawapuri/shared';

/** A gallery entry plus where its file comes from. */
export interface GalleryImage extends SharedGalleryImage {
  /** Where the file comes from; replace the import and this note when photographs arrive. */
  source: string;
}

const ORIGINAL_ART = 'Original SVG illustration made for this site (src/assets/art)';

interface Group {
  category: GalleryCategory;
  firstId: number;
  name: string;
  files: [string, ...string[]];
  count: number;
}

// Each category numbers its images from its own block (1/100/200/300/400) so ids stay stable
// as categories grow; counts 16/1/1/3/2.
const GROUPS: Group[] = [
  {
    category: 'jal-mandir',
    firstId: 1,
    name: 'Jal Mandir',
    files: [jalMandirDay, jalMandirBridge, jalMandirDusk],
    count: 16,
  },
  { category: 'gaon-mandir', firstId: 100, name: 'Gaon Mandir', files: [gaonMandir], count: 1 },
  { category: 'samosaran', firstId: 200, name: 'Samosaran', files: [samosaran], count: 1 },
  { category: 'architecture', firstId: 300, name: 'Architecture', files: [arches], count: 3 },
  { category: 'festivals', firstId: 400, name: 'Festivals', files: [diwaliLamps], count: 2 },
];

export const GALLERY_IMAGES: GalleryImage[] = GROUPS.flatMap((group) =>
  Array.from({ length: group.count }, (_, index) => ({
    id: group.firstId + index,
    src: group.files[index % group.files.length] ?? group.files[0],
    title: `${group.name} - View ${index + 1}`,
    category: group.category,
    source: ORIGINAL_ART,
  })),
);

export const IMAGE_WIDTH = 640;
export const IMAGE_HEIGHT = 400;
