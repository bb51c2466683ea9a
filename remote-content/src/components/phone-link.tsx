/** The `tel:` address of a number as written: its digits and a leading `+` only. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** A number as written, calling it when tapped. */
export function PhoneLink({ number }: { number: string }) {
  return <a href={telHref(number)}>{number}</a>;
}
