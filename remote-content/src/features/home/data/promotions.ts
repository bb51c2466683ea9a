export type AdSize = 'banner' | 'rectangle' | 'vertical' | 'default';

/** Slot sizes in px; the default slot fills its column at 120 px high. */
export const AD_SIZES: Record<AdSize, { width: string; height: string }> = {
  banner: { width: '728px', height: '90px' },
  rectangle: { width: '300px', height: '250px' },
  vertical: { width: '160px', height: '600px' },
  default: { width: '100%', height: '120px' },
};

/** Catalog keys of the house promotions shown while real ads stay disabled. */
export const PROMOTIONS = ['dharamshala', 'laddu', 'guide', 'festival'] as const;

// Real ad network path: off until the keepers choose a network; house promotions show meanwhile.
export const ADS_ENABLED = false;

export function pickPromotion(random: () => number = Math.random): (typeof PROMOTIONS)[number] {
  return PROMOTIONS[Math.floor(random() * PROMOTIONS.length)] ?? PROMOTIONS[0];
}
