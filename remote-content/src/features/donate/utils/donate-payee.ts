import { SEED_DONATION, type PublishedDonation } from '@pawapuri/shared';

/**
 * What the QR of a sample encodes: words a UPI app cannot pay, never a
 * `upi://` link.
 */
export const SAMPLE_QR_TEXT = 'SAMPLE – not a payment code';

/** The payee the donate page shows, and whether money may be sent to it. */
export interface DonatePayee {
  payeeName: string;
  upiId: string;
  /** The published line under the payee (registration, receipts), if any. */
  note: { en: string; hi: string } | null;
  /** True until an owner publishes verified donation details: shown, labelled, not payable. */
  sample: boolean;
}

/**
 * The published donation details when an owner has verified them; else a
 * sample (the published details that are not yet verified, or the seed's
 * placeholder when none are published), which the page never lets anyone pay.
 */
export function donatePayee(donation: PublishedDonation | null): DonatePayee {
  const shown = donation ?? SEED_DONATION;
  return {
    payeeName: shown.payeeName,
    upiId: shown.upiId,
    note: shown.note ?? null,
    sample: donation?.verified !== true,
  };
}
