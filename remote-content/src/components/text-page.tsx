import { templeHoursValues, useTranslation } from '@pawapuri/shared';
import { Page } from './page';
import { PlaceDirections } from './place-directions';
import styles from './text-page.module.css';

/** The published place a written page is about, where its id is not the place's. */
const PLACE_OF_PAGE: Record<string, string> = { about: 'pawapuri' };

interface Section {
  heading: string;
  body: string;
}

/**
 * A page written entirely in a catalog under `text.<id>`: title, lead and
 * sections. `namespace` is the page catalog holding it (routes.tsx). A body's
 * `{{morning}}`-style placeholders are the temples' hours, from the one
 * timetable the footer shows too.
 */
export function TextPage({ id, namespace }: { id: string; namespace: string }) {
  const { t, i18n } = useTranslation(namespace);
  const sections = t(`text.${id}.sections`, { returnObjects: true }) as Section[];
  const hours = { ...templeHoursValues(i18n.language) };
  const description = t(`text.${id}.description`, hours);
  return (
    <Page title={t(`text.${id}.title`)} description={description} lead={description}>
      {sections.map((section, index) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          <p className={styles.body}>{t(`text.${id}.sections.${index}.body`, hours)}</p>
        </section>
      ))}
      <PlaceDirections placeId={PLACE_OF_PAGE[id] ?? id} namespace={namespace} />
    </Page>
  );
}
