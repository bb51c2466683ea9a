import type { PhotoLicence, PublishedPhoto } from '@pawapuri/shared';

/** Each licence as it is written everywhere, in any language. */
const LICENCE_NAMES: Readonly<Record<PhotoLicence, string>> = {
  'all-rights-reserved': '©',
  'cc-by-4.0': 'CC BY 4.0',
  'cc-by-sa-4.0': 'CC BY-SA 4.0',
  'cc0-1.0': 'CC0 1.0',
};

/**
 * Who took a photograph and under which licence (`© Name`, `Name, CC BY 4.0`):
 * names and licence marks read the same in both languages. Empty when the
 * keeper gave no credit.
 */
export function photoCredit(photo: Pick<PublishedPhoto, 'credit' | 'licence'>): string {
  const credit = photo.credit.trim();
  if (!credit) return '';
  return photo.licence === 'all-rights-reserved'
    ? `© ${credit}`
    : `${credit}, ${LICENCE_NAMES[photo.licence]}`;
}
