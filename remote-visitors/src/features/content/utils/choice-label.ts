type Translate = (key: string, options?: Record<string, unknown>) => unknown;

/**
 * A choice's name in the keeper's language. Read from the choices' table,
 * not by a dotted key: a licence such as `cc-by-4.0` has a dot in its value,
 * which i18next would take for a level of the catalog.
 */
export function choiceLabel(t: Translate, choice: string): string {
  const choices = t('content.choices', { returnObjects: true }) as Record<string, string>;
  return choices[choice] ?? choice;
}
