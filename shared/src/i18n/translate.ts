/** The strings of one namespace in one language: nested objects, lists and `{{name}}` templates. */
export type Strings = Record<string, unknown>;

/** Values for a string's `{{name}}` placeholders. */
export type Values = Record<string, unknown>;

/**
 * A namespace's strings in one language. `t('history.title')` is a string
 * (its `{{name}}` placeholders filled from `values`); `t('tips', { returnObjects: true })` is a list or
 * object as the catalog holds it. `t('common:retry')` reads another
 * namespace. A key with no string (or a list asked for as a string) comes
 * back as the key itself, so a missing string shows on the page and in tests
 * rather than an empty space.
 */
export interface TFunction {
  (key: string, options: { returnObjects: true }): unknown;
  (key: string, values?: Values): string;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The value at a dotted path ('nav.home', 'tips.0') of a catalog. */
function lookup(strings: Strings | undefined, path: string): unknown {
  let value: unknown = strings;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** `template` with each `{{name}}` replaced by its value; a placeholder without a value stays, so it shows. */
export function interpolate(template: string, values: Values = {}): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in `language` ('one', 'other'...), by the language's own rules. */
function pluralOf(count: number, language: string): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/**
 * A `t` over `stringsOf(namespace)`, `namespace` the default one. A numeric
 * `count` value picks the string of its plural form in `language` when the
 * catalog has one (`visits_one`, `visits_other` beside `visits`), so a
 * count of 1 reads "1 visit". The strings are never escaped: React escapes
 * what it renders.
 */
export function translator(
  stringsOf: (namespace: string) => Strings | undefined,
  namespace: string,
  language: string,
): TFunction {
  function t(key: string, options?: Values): unknown {
    const separator = key.indexOf(':');
    const [space, path] =
      separator > 0 ? [key.slice(0, separator), key.slice(separator + 1)] : [namespace, key];
    const strings = stringsOf(space);
    const count = options?.count;
    const plural =
      typeof count === 'number' ? lookup(strings, `${path}_${pluralOf(count, language)}`) : null;
    const value = typeof plural === 'string' ? plural : lookup(strings, path);
    if (typeof value === 'string') return interpolate(value, options);
    if (options?.returnObjects === true && typeof value === 'object' && value !== null) {
      return value;
    }
    return path;
  }
  return t as TFunction;
}
