import ICON_NAMES from '../icons/icon-names.json';

const NAVIGATION_ICONS = new Set(ICON_NAMES.navigation);

/**
 * The sprite's symbol for the icon a remote's navigation entry names
 * (lucide's kebab-case names). Only the names in icon-names.json are drawn
 * into the shell's sprite; any other name shows a plain dot.
 */
export function navIcon(name: string): string {
  return NAVIGATION_ICONS.has(name) ? name : 'circle';
}
