import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ALERT_THRESHOLD_MAX,
  MAIL_ADDRESS_LENGTH,
  MAIL_ADDRESS_PATTERN,
  MAIL_LANGUAGES,
  MAIL_RECIPIENTS_MAX,
  useTranslation,
  type KeeperApi,
  type MailReports,
  type MailReportsBody,
} from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { formFailure, type FormFailure } from '../../../keeper/form-failure';
import { FormAlert } from '../../../keeper/form-alert';
import { PrivacyNoticeLink } from '../../../keeper/privacy-notice-link';
import { TextField } from '../../../keeper/text-field';
import styles from '../../../keeper/keeper.module.css';

type Language = (typeof MAIL_LANGUAGES)[number];

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'Hindi' };

/** A recipient row as typed; `key` keeps React's rows (and their focus) stable across removals. */
interface Row {
  key: number;
  email: string;
  language: Language;
}

type Side = 'above' | 'below';

/** Where an error shows: a recipient row, a threshold, or (null) the form's end. */
type ErrorSpot = { row: number } | { side: Side } | null;

/**
 * The API names only the top-level field ("recipients", "alert"); its message
 * says which row or side ("body/recipients/2/email …"), so the error can sit
 * at that input. `sentRows` maps the body's indexes back to the rows shown.
 */
function spotOf(failure: FormFailure, sentRows: readonly number[]): ErrorSpot {
  if (failure.field === 'recipients') {
    const index = /recipients\/(\d+)/.exec(failure.message)?.[1];
    const row = index === undefined ? undefined : sentRows[Number(index)];
    return row === undefined ? null : { row };
  }
  if (failure.field === 'alert') {
    // The first side named is the one at fault ("below must not be above above").
    const side = /alert\/(above|below)/.exec(failure.message)?.[1];
    return { side: side === 'above' ? 'above' : 'below' };
  }
  return null;
}

const ADDRESS = new RegExp(MAIL_ADDRESS_PATTERN);

/** An address the API takes: one address of the contract's form and length. */
const addressFits = (email: string) =>
  email.length >= MAIL_ADDRESS_LENGTH.min &&
  email.length <= MAIL_ADDRESS_LENGTH.max &&
  ADDRESS.test(email);

/** The API's refusal of one recipient's address ("body/recipients/2/email …"). */
const namesAnAddress = (failure: FormFailure) =>
  failure.field === 'recipients' && /recipients\/\d+\/email/.test(failure.message);

const thresholdText = (value: number | null) => (value === null ? '' : String(value));

/** Empty: no alert on that side; otherwise a whole number within the API's range, or undefined. */
function thresholdValue(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= ALERT_THRESHOLD_MAX ? value : undefined;
}

/** The owners' form: recipients with their language, and the hourly alert's two thresholds. */
export function MailReportsForm({
  api,
  saved,
  onSaved,
}: {
  api: KeeperApi;
  saved: MailReports;
  onSaved: (setting: MailReports) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const badAddress = t('mailReports.badAddress');
  const nextKey = useRef(saved.recipients.length);
  const [rows, setRows] = useState<Row[]>(() =>
    saved.recipients.map((recipient, key) => ({ key, ...recipient })),
  );
  const [above, setAbove] = useState(thresholdText(saved.alert.above));
  const [below, setBelow] = useState(thresholdText(saved.alert.below));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; spot: ErrorSpot } | null>(null);
  const [done, setDone] = useState(false);
  const focusRow = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);

  // A row just added takes the focus, so a keyboard user types its address next.
  useEffect(() => {
    if (focusRow.current === null) return;
    focusRow.current = null;
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [rows]);

  const errorFor = (at: ErrorSpot) =>
    failure !== null && JSON.stringify(failure.spot) === JSON.stringify(at)
      ? failure.message
      : null;

  const change = (key: number, patch: Partial<Row>) => {
    setDone(false);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  };
  const add = () => {
    const key = nextKey.current++;
    focusRow.current = key;
    setDone(false);
    setRows((current) => [...current, { key, email: '', language: 'en' }]);
  };
  const remove = (key: number) => {
    setDone(false);
    setRows((current) => current.filter((row) => row.key !== key));
    addButton.current?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    // A row left empty is one the owner added and did not fill: not a recipient.
    const filled = rows.filter((row) => row.email.trim() !== '');
    // The schema's wording ("must match pattern …") says nothing to a keeper: say it plainly.
    const wrong = filled.find((row) => !addressFits(row.email.trim()));
    if (wrong) return setFailure({ message: badAddress, spot: { row: wrong.key } });
    const alert = { above: thresholdValue(above), below: thresholdValue(below) };
    for (const side of ['above', 'below'] as const) {
      if (alert[side] === undefined) {
        const message = `Enter a whole number of visits from 0 to ${ALERT_THRESHOLD_MAX.toLocaleString('en-IN')}, or leave it empty for no alert.`;
        return setFailure({ message, spot: { side } });
      }
    }
    const body: MailReportsBody = {
      recipients: filled.map((row) => ({ email: row.email.trim(), language: row.language })),
      alert: { above: alert.above ?? null, below: alert.below ?? null },
    };
    setBusy(true);
    setFailure(null);
    try {
      const stored = await api.saveMailReports(body);
      setDone(true);
      onSaved(stored);
    } catch (error) {
      const next = formFailure(error, ['recipients', 'alert']);
      const sentRows = filled.map((row) => row.key);
      const message = namesAnAddress(next) ? badAddress : next.message;
      setFailure({ message, spot: spotOf(next, sentRows) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Report emails and alerts">
      <fieldset className={styles.section}>
        <legend>Recipients</legend>
        <p className={styles.hint}>
          Each gets the weekly and monthly reports and the alerts, in the language chosen. At most{' '}
          {MAIL_RECIPIENTS_MAX}.
        </p>
        <PrivacyNoticeLink>
          The site keeps each recipient’s email address and language.
        </PrivacyNoticeLink>
        {rows.length === 0 ? <p className={styles.status}>No recipients yet.</p> : null}
        <ul id={listId} ref={list} className={styles.recipients}>
          {rows.map((row, index) => (
            <li key={row.key} className={styles.grid}>
              <TextField
                label={`Recipient ${index + 1} email`}
                type="email"
                autoComplete="off"
                value={row.email}
                onChange={(email) => change(row.key, { email })}
                error={errorFor({ row: row.key })}
              />
              <LanguageSelect
                label={`Recipient ${index + 1} language`}
                value={row.language}
                onChange={(language) => change(row.key, { language })}
              />
              <div className={styles.actions}>
                <button
                  className={styles.button}
                  type="button"
                  aria-label={`Remove recipient ${index + 1}${row.email ? ` (${row.email})` : ''}`}
                  onClick={() => remove(row.key)}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button
            ref={addButton}
            className={styles.button}
            type="button"
            aria-controls={listId}
            disabled={rows.length >= MAIL_RECIPIENTS_MAX}
            onClick={add}
          >
            Add recipient
          </button>
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>Hourly visit alert</legend>
        <p className={styles.hint}>
          An alert goes to every recipient when an hour&apos;s visits are above or below these.
          Leave one empty for no alert on that side.
        </p>
        <div className={styles.grid}>
          <TextField
            label="Alert above (visits per hour)"
            inputMode="numeric"
            autoComplete="off"
            value={above}
            onChange={(value) => {
              setDone(false);
              setAbove(value);
            }}
            error={errorFor({ side: 'above' })}
          />
          <TextField
            label="Alert below (visits per hour)"
            inputMode="numeric"
            autoComplete="off"
            value={below}
            onChange={(value) => {
              setDone(false);
              setBelow(value);
            }}
            error={errorFor({ side: 'below' })}
          />
        </div>
      </fieldset>
      <div className={styles.actions}>
        <button className={`${styles.button} ${styles.primary}`} type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <p role="status" className={styles.status}>
          {done ? 'Saved.' : ''}
        </p>
      </div>
      <FormAlert
        failure={failure?.spot === null ? { field: null, message: failure.message } : null}
      />
    </form>
  );
}

/** A labelled choice of an email's language. */
function LanguageSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Language;
  onChange: (language: Language) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Language)}>
        {MAIL_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
