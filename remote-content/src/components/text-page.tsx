import { useTranslation } from '@pawapuri/shared';
import { Page } from './page';
import styles from './text-page.module.css';

interface Section {
  heading: string;
  body: string;
}

/**
 * A page written entirely in a catalog under `text.<id>`: title, lead and
 * sections. `namespace` is the page catalog holding it (routes.tsx).
 */
export function TextPage({ id, namespace }: { id: string; namespace: string }) {
  const { t } = useTranslation(namespace);
  const sections = t(`text.${id}.sections`, { returnObjects: true }) as Section[];
  return (
    <Page
      title={t(`text.${id}.title`)}
      description={t(`text.${id}.description`)}
      lead={t(`text.${id}.description`)}
    >
      {sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          <p className={styles.body}>{section.body}</p>
        </section>
      ))}
    </Page>
  );
}
