/**
 * Arrow-key movement among the links of one menu level (not its submenus).
 * Returns the link to focus, or null when the key is not a movement key or
 * focus is not on one of this level's links.
 */
export function nextMenuLink(
  list: HTMLElement,
  key: string,
  active: Element | null,
): HTMLElement | null {
  const links = Array.from(list.querySelectorAll<HTMLElement>(':scope > li > a'));
  const index = links.findIndex((link) => link === active);
  if (index === -1 || links.length === 0) return null;
  const last = links.length - 1;
  switch (key) {
    case 'ArrowDown':
      return links[index === last ? 0 : index + 1] ?? null;
    case 'ArrowUp':
      return links[index === 0 ? last : index - 1] ?? null;
    case 'Home':
      return links[0] ?? null;
    case 'End':
      return links[last] ?? null;
    default:
      return null;
  }
}
