import { CAMPAIGN_FIELDS } from '@pawapuri/shared/contract';
import type { Campaign } from '../common/db/visit-rows';
import { cleanLabel } from '../common/input/text-input';

/** The campaign fields a track body sent, as labels without control characters. */
export function campaignOf(
  body: Partial<Record<(typeof CAMPAIGN_FIELDS)[number], string>>,
): Campaign {
  const campaign: Campaign = {};
  for (const field of CAMPAIGN_FIELDS) {
    const value = body[field];
    if (value !== undefined) campaign[field] = cleanLabel(value);
  }
  return campaign;
}
