import { useSiteContent } from '@pawapuri/shared';
import { PhoneLink } from './phone-link';

/** The published help numbers of the Ministry of Tourism's helpline: short form, then toll-free. */
export const TOURIST_HELPLINE_IDS = ['tourist-helpline', 'tourist-helpline-toll-free'] as const;

/** The tourist helpline's published numbers, short form first; empty when none is published. */
export function useTouristHelpline(): { number: string; verified: boolean }[] {
  const { helpNumbers } = useSiteContent();
  return TOURIST_HELPLINE_IDS.flatMap((id) => {
    const item = helpNumbers.find((candidate) => candidate.id === id);
    return item?.number ? [{ number: item.number, verified: item.verified }] : [];
  });
}

/**
 * The tourist helpline's published numbers, each confirmed one a link that
 * calls it; `label` names whose it is. Nothing when none is published.
 */
export function TouristHelpline({ label }: { label: string }) {
  const numbers = useTouristHelpline();
  if (numbers.length === 0) return null;
  return (
    <>
      {label}:{' '}
      {numbers.map(({ number, verified }, index) => (
        <span key={number}>
          {index > 0 ? ' / ' : null}
          {verified ? <PhoneLink number={number} /> : number}
        </span>
      ))}
    </>
  );
}
