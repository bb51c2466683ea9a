import { useTranslation } from '@pawapuri/shared';
import { Page } from './page';
import { PlaceDirections } from './place-directions';
import { PlacePhotos } from './place-photos';
import { usePlaceHoursText } from './place-hours-text';
import styles from './text-page.module.css';

/** The published place a written page is about, where its id is not the place's. */
const PLACE_OF_PAGE: Record<string, string> = { about: 'pawapuri', timings: 'jal-mandir' };

/** The pages that show the published routes to Pawapuri, so no page body repeats a distance. */
const TRAVEL_PAGES = new Set(['about', 'jal-mandir']);

interface Section {
  heading: string;
  body: string;
}

/**
 * A page whose body is written in a catalog under `text.<id>`: its
 * sections (its heading and lead are its `remote.json` entry's, or on a
 * place's own page the published place's description). `namespace` is the page catalog holding it (routes.tsx). A body's
 * `{{hours}}` is the hours of the published place the page is about, from
 * the same item the footer and the home page read.
 */
export function TextPage({ id, namespace }: { id: string; namespace: string }) {
  const { t } = useTranslation(namespace);
  const placeId = PLACE_OF_PAGE[id] ?? id;
  const sections = t(`text.${id}.sections`, { returnObjects: true }) as Section[];
  const hours = { hours: usePlaceHoursText(placeId, namespace) };
  return (
    <Page describedLead>
      {/* A place's own page (not one about it, such as its timings) shows its photographs. */}
      <PlacePhotos placeId={id} />
      {sections.map((section, index) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          <p className={styles.body}>{t(`text.${id}.sections.${index}.body`, hours)}</p>
        </section>
      ))}
      <PlaceDirections placeId={placeId} namespace={namespace} withTravel={TRAVEL_PAGES.has(id)} />
    </Page>
  );
}
