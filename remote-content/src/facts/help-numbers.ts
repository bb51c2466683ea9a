/**
 * Numbers a pilgrim in Pawapuri may need to call, as public sources give
 * them (re-check against docs/sources.md). Each is shown as written here and
 * dialled without its spaces and hyphens.
 */
export const HELP_NUMBERS = {
  /** India's single emergency number: police, fire and ambulance (Bihar's since July 2022, in place of 100). */
  emergency: '112',
  /** Bihar's government ambulance service. */
  ambulance: '102',
  /** The Government of India Ministry of Tourism's 24×7 tourist helpline, short and toll-free forms. */
  tourist: '1363',
  touristTollFree: '1800-11-1363',
} as const;

/** The `tel:` address of a number as written: its digits and a leading `+` only. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
