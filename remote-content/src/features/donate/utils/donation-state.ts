export interface DonationState {
  preset: number | null;
  custom: string;
}

export const INITIAL_DONATION: DonationState = { preset: null, custom: '' };

/** Choosing a preset selects it and clears the custom field. */
export function choosePreset(_state: DonationState, amount: number): DonationState {
  return { preset: amount, custom: '' };
}

/** Whole rupees typed into the custom field; null unless greater than 0. */
export function parseCustom(value: string): number | null {
  const amount = Number.parseInt(value, 10);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

/** Typing keeps the text; a valid custom amount deselects the preset. */
export function typeCustom(state: DonationState, value: string): DonationState {
  return { preset: parseCustom(value) === null ? state.preset : null, custom: value };
}

export function chosenAmount(state: DonationState): number | null {
  return parseCustom(state.custom) ?? state.preset;
}
