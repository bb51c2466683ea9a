import { telHref } from '../facts/help-numbers';

/** A number as written, calling it when tapped. */
export function PhoneLink({ number }: { number: string }) {
  return <a href={telHref(number)}>{number}</a>;
}
