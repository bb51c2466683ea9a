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

type Exception = ContentData['place']['exceptions'][number];
type Worship = ContentData['place']['worship'][number];
type Fare = ContentData['route']['fares'][number];

/** A titled list in the card, left out when it has nothing. */
function PreviewList({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul>
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/** The lists of an item as its public page shows them: dated changes, aarti times, amenities, fares. */
function PreviewLists({ data, language }: { data: Data; language: LanguageCode }) {
  const { t } = useTranslation(NAMESPACE);
  const rows = <T,>(path: string) => (Array.isArray(data[path]) ? (data[path] as T[]) : []);
  const sessionsText = (hours: Exception['hours']) =>
    SESSIONS.map((session) => hours?.[session])
      .filter(Boolean)
      .map((each) => `${each?.opens}–${each?.closes}`)
      .join(', ') || t('content.preview.closed');
  const exceptions = rows<Exception>('exceptions').map((exception) => {
    const dates = exception.endDate
      ? t('content.preview.dates', { from: exception.date, to: exception.endDate })
      : exception.date;
    const when = exception.closed
      ? t('content.preview.closedOn', { dates })
      : t('content.preview.hoursOn', { dates, hours: sessionsText(exception.hours) });
    const note = localText(exception.note, language);
    return note ? `${when} (${note})` : when;
  });
  const worship = rows<Worship>('worship').map((each) => {
    const days = each.days?.length
      ? each.days.map((day) => t(`content.hours.weekday.${day}`)).join(', ')
      : t('content.preview.everyDay');
    return `${localText(each.name, language)}: ${each.time} (${days})`;
  });
  const fares = rows<Fare>('fares').map((fare) => {
    const mode = t(`content.choices.${fare.mode}`);
    const text =
      fare.max === undefined
        ? t('content.preview.fare', { mode, min: fare.min })
        : t('content.preview.fareRange', { mode, min: fare.min, max: fare.max });
    const note = localText(fare.note, language);
    return note ? `${text} (${note})` : text;
  });
  return (
    <>
      <PreviewList title={t('content.preview.exceptions')} lines={exceptions} />
      <PreviewList title={t('content.preview.worship')} lines={worship} />
      <PreviewList
        title={t('content.preview.amenities')}
        lines={rows('amenities').map((amenity) => localText(amenity, language))}
      />
      <PreviewList title={t('content.preview.fares')} lines={fares} />
      {typeof data.imageUrl === 'string' ? (
        <p>{t('content.preview.photo', { url: data.imageUrl })}</p>
      ) : null}
    </>
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
      <PreviewLists data={data} language={language} />
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
