import type { ReactElement } from 'react';
import { useSiteSettings, useTranslation } from '@pawapuri/shared';
import { Page } from '../../../components/page';
import text from '../../../components/text-page.module.css';
import { EraseMyVisits } from './erase-my-visits';
import styles from './privacy.module.css';

/** The catalog namespace of this page (routes.tsx: PAGE_CATALOGS.privacy). */
interface Props {
  namespace: string;
}

interface Section {
  heading: string;
  body: string;
}

const FIELDS = ['what', 'why', 'howLong', 'whoSees'] as const;

/** Stands for the contact in the sentence, where the link goes (each language puts it elsewhere). */
const CONTACT = '\u{E000}';

/**
 * The privacy notice: who holds the data; each item of personal data the
 * site holds, why, for how long and who sees it; the session id in the tab;
 * saying no; the rights and how to use them; the grievance contact (the
 * site's setting) with its answer time; and the Data Protection Board.
 */
export function PrivacyPage({ namespace }: Props) {
  const { t } = useTranslation(namespace);
  const { grievanceEmail } = useSiteSettings();
  const opening = t('text.privacy.sections', { returnObjects: true }) as Section[];
  const more = t('text.privacy.more', { returnObjects: true }) as Section[];
  // The catalog's type asks for every item the API names (NoticeItem), in the notice's order.
  const items = Object.keys(t('text.privacy.items', { returnObjects: true }) as object);
  return (
    <Page describedLead>
      {opening.map((section) => (
        <TextSection key={section.heading} {...section} />
      ))}
      <section className={text.section} aria-labelledby="privacy-held">
        <h2 id="privacy-held" className={text.heading}>
          {t('text.privacy.held.heading')}
        </h2>
        <p className={text.body}>{t('text.privacy.held.lead')}</p>
        {items.map((item) => (
          <div key={item} className={styles.item}>
            <h3 className={styles.itemHeading}>{t(`text.privacy.items.${item}.heading`)}</h3>
            <dl className={styles.fields}>
              {FIELDS.map((field) => (
                <div key={field} className={styles.field}>
                  <dt>{t(`text.privacy.held.${field}`)}</dt>
                  <dd>{t(`text.privacy.items.${item}.${field}`)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </section>
      {more.map((section) => (
        <TextSection key={section.heading} {...section} />
      ))}
      <EraseMyVisits namespace={namespace} />
      <section className={text.section} aria-labelledby="privacy-grievance">
        <h2 id="privacy-grievance" className={text.heading}>
          {t('text.privacy.grievance.heading')}
        </h2>
        <p className={text.body}>
          {grievanceEmail ? (
            <Linked
              text={t('text.privacy.grievance.body', { contact: CONTACT })}
              link={<a href={`mailto:${grievanceEmail}`}>{grievanceEmail}</a>}
            />
          ) : (
            t('text.privacy.grievance.missing')
          )}
        </p>
      </section>
      <TextSection heading={t('text.privacy.board.heading')} body={t('text.privacy.board.body')} />
    </Page>
  );
}

function TextSection({ heading, body }: Section) {
  return (
    <section className={text.section}>
      <h2 className={text.heading}>{heading}</h2>
      <p className={text.body}>{body}</p>
    </section>
  );
}

/** A sentence with a link where CONTACT stands. */
function Linked({ text: sentence, link }: { text: string; link: ReactElement }) {
  const [before, after = ''] = sentence.split(CONTACT);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}
