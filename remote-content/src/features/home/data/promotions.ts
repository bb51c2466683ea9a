export type AdSize = 'banner' | 'rectangle' | 'vertical' | 'default';

/** Slot sizes in px; the default slot fills its column at 120 px high. */
export const AD_SIZES: Record<AdSize, { width: string; height: string }> = {
  banner: { width: '728px', height: '90px' },
  rectangle: { width: '300px', height: '250px' },
  vertical: { width: '160px', height: '600px' },
  default: { width: '100%', height: '120px' },
};

/**
 * Catalog keys of the site's own notices, shown in the slots while real ads
 * stay disabled. Notices, not advertisements: nothing here is for sale (the
 * temples auction the Nirvan laddu on the day; the site does not sell it).
 */
export const SITE_NOTICES = ['laddu', 'dayTimes', 'etiquette', 'help'] as const;

// Real ad network path: off until the keepers choose a network; the site's notices show meanwhile.
export const ADS_ENABLED = false;

export function pickNotice(random: () => number = Math.random): (typeof SITE_NOTICES)[number] {
  return SITE_NOTICES[Math.floor(random() * SITE_NOTICES.length)] ?? SITE_NOTICES[0];
}
