import { BUILT_IN_EVENTS, type TFunction } from '@pawapuri/shared';

const BUILT_IN: ReadonlySet<string> = new Set(BUILT_IN_EVENTS);

/** A built-in event's name in the page's words; a keeper's own name as they wrote it. */
export function eventLabel(name: string, t: TFunction): string {
  return BUILT_IN.has(name) ? t(`goals.events.names.${name}`) : name;
}
