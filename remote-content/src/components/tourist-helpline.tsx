import { HELP_NUMBERS } from '../facts/help-numbers';
import { PhoneLink } from './phone-link';

/** The tourist helpline's two numbers, each a link that calls it; `label` names whose it is. */
export function TouristHelpline({ label }: { label: string }) {
  return (
    <>
      {label}: <PhoneLink number={HELP_NUMBERS.tourist} /> /{' '}
      <PhoneLink number={HELP_NUMBERS.touristTollFree} />
    </>
  );
}
