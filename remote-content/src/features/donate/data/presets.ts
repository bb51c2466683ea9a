/** Preset amounts in rupees, in the three rows the donate page shows: small, medium, large. */
export const PRESET_GROUPS = {
  small: [1, 5, 10, 20, 25, 50, 100],
  medium: [200, 500, 1000, 2000, 5000],
  large: [10000, 25000, 50000, 100000],
} as const;

export type PresetGroup = keyof typeof PRESET_GROUPS;
export const DONATION_NOTE = 'Donation to Pawapuri website';
