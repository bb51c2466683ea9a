import { useId, useState } from 'react';
import {
  WEEKDAYS,
  useTranslation,
  RenderLanguage,
  type ContentData,
  type ContentKind,
  type LanguageCode,
  type LocalText,
} from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { valueAt } from '../utils/field-path';
import { SESSIONS } from '../utils/field-specs';
import keeper from '../../../keeper/keeper.module.css';
import styles from './content.module.css';

type Data = Record<string, unknown>;

/** The text in `language`, or the other language's while it is still empty. */
const localText = (text: unknown, language: LanguageCode): string => {
  const local = text as LocalText | undefined;
  return local?.[language] || local?.[language === 'en' ? 'hi' : 'en'] || '';
};

/** A place's week as the public page lists it: each day's sessions, or Closed. */
function HoursTable({
  hours,
  verified,
}: {
  hours: ContentData['place']['hours'];
  verified: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (!hours) return null;
  return (
    <table className={styles.hoursTable}>
      <caption className={keeper.caption}>
        {verified ? t('content.fields.hours') : `${t('content.preview.usually')}:`}
      </caption>
      <tbody>
        {WEEKDAYS.map((day) => {
          const sessions = SESSIONS.map((session) => hours[day][session]).filter(Boolean);
          return (
            <tr key={day}>
              <th scope="row">{t(`content.hours.weekday.${day}`)}</th>
              <td>
                {sessions.length === 0
                  ? t('content.preview.closed')
                  : sessions.map((each) => `${each?.opens}–${each?.closes}`).join(', ')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The card's body for an item of `kind`, in the language rendered. */
function PreviewBody({
  kind,
  data,
  language,
}: {
  kind: ContentKind;
  data: Data;
  language: LanguageCode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const title = localText(
    data.name ?? data.label ?? data.from ?? data.text ?? { en: String(data.payeeName ?? '') },
    language,
  );
  const body = localText(data.description ?? data.notes ?? data.note, language);
  const phone = (data.phone ?? data.number) as string | null | undefined;
  return (
    <div className={styles.card} lang={language}>
      {kind === 'notice' ? null : <h3>{title}</h3>}
      {data.verified === false && kind !== 'notice' ? (
        <p className={styles.meta}>{t('content.preview.example')}</p>
      ) : null}
      {kind === 'notice' ? <p>{localText(data.text, language)}</p> : null}
      {body ? <p>{body}</p> : null}
      {kind === 'place' ? (
        <HoursTable
          hours={data.hours as ContentData['place']['hours']}
          verified={data.hoursVerified === true}
        />
      ) : null}
      {kind === 'stay' ? (
        <p>
          {t('content.preview.price', { min: data.priceMin, max: data.priceMax })} ·{' '}
          {t('content.preview.distance', { km: data.distanceKm })}
        </p>
      ) : null}
      {typeof data.address === 'object' ? <p>{localText(data.address, language)}</p> : null}
      {phone ? <p>{t('content.preview.phone', { phone })}</p> : null}
      {kind === 'donation' ? (
        <p>{t('content.preview.payee', { name: data.payeeName, upi: data.upiId })}</p>
      ) : null}
      {kind === 'operator' && valueAt(data, 'hours') === null ? (
        <p>{t('content.hours.allDay')}</p>
      ) : null}
    </div>
  );
}

/**
 * A summary card of the public page as the item will show there: its name,
 * text, hours, prices and numbers, in English or Hindi, with "usually" and
 * "example" where the facts are not yet verified. (A summary, not the public
 * remote's own component: the visitor remote loads alone and shares no code
 * with the content remote.)
 */
export function ItemPreview({ kind, data }: { kind: ContentKind; data: Data }) {
  const id = useId();
  const { t, i18n } = useTranslation(NAMESPACE);
  const [language, setLanguage] = useState<LanguageCode>(i18n.language);
  return (
    <section className={keeper.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('content.preview.heading')}</h2>
      <p className={styles.meta}>{t('content.preview.note')}</p>
      <div className={keeper.field}>
        <label htmlFor={`${id}-language`}>{t('content.preview.language')}</label>
        <select
          id={`${id}-language`}
          value={language}
          onChange={(event) => setLanguage(event.target.value as LanguageCode)}
        >
          <option value="en">English</option>
          <option value="hi" lang="hi">
            हिन्दी
          </option>
        </select>
      </div>
      <RenderLanguage language={language}>
        <PreviewBody kind={kind} data={data} language={language} />
      </RenderLanguage>
    </section>
  );
}
