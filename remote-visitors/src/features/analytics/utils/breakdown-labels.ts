import type { DashboardDimension } from '@pawapuri/shared';

const displayNames = new Map<string, Intl.DisplayNames | null>();

function languageNames(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale], { type: 'language' }));
    } catch {
      displayNames.set(locale, null);
    }
  }
  return displayNames.get(locale) ?? null;
}

/**
 * A language tag as its name in the page's language ('hi' → 'Hindi', or
 * 'हिन्दी' on the Hindi page); the tag itself when Intl does not know it.
 */
export function languageName(tag: string, locale: string): string {
  try {
    const name = languageNames(locale)?.of(tag);
    return name && name !== tag ? name : tag;
  } catch {
    return tag;
  }
}

/** What a breakdown row shows for its key; null for the blank key ("Unknown"). */
export function keyLabel(
  dimension: DashboardDimension,
  key: string,
  locale: string,
): string | null {
  if (key.trim() === '') return null;
  return dimension === 'language' ? languageName(key, locale) : key;
}
