import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  CONTENT_ID_PATTERN,
  CONTENT_KINDS,
  DONATION_ITEM_ID,
  useTranslation,
  type ContentKind,
  type ContentList as ContentListData,
  type ContentSummary,
} from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { itemAddress } from '../utils/item-address';
import { PhotoUpload } from './photo-upload';
import keeper from '../../../keeper/keeper.module.css';
import styles from './content.module.css';

const ID = new RegExp(CONTENT_ID_PATTERN);
const EXAMPLE_IDS: Record<ContentKind, string> = {
  place: 'pond-temple',
  festival: 'deepawali',
  notice: 'bridge-closed',
  stay: 'hotel-sunrise',
  operator: 'patna-cabs',
  route: 'from-gaya',
  'help-number': 'police',
  photo: 'photo',
  donation: DONATION_ITEM_ID,
};

/** Adds an item of `kind`: its address name (the id), then its form. */
function NewItemForm({ kind, onCreate }: { kind: ContentKind; onCreate: (id: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ID.test(value)) return setInvalid(true);
    onCreate(value);
  };
  return (
    <form className={keeper.actions} onSubmit={submit} noValidate>
      <div className={keeper.field}>
        <label htmlFor={id}>{t('content.list.newId')}</label>
        <input
          id={id}
          value={value}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
        />
        <p id={`${id}-hint`} className={invalid ? keeper.error : keeper.hint}>
          {t('content.list.newIdHint', { example: EXAMPLE_IDS[kind] })}
        </p>
      </div>
      <button type="submit" className={keeper.button}>
        {t('content.list.create')}
      </button>
    </form>
  );
}

function ItemRow({ item }: { item: ContentSummary }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <li className={styles.item}>
      <Link
        to={itemAddress(item.kind, item.id)}
        aria-label={t('content.list.edit', { title: item.title })}
      >
        {item.title}
      </Link>
      <span className={styles.meta}>
        {t(`content.status.${item.status}`)} ·{' '}
        {t(item.verified ? 'content.list.verified' : 'content.list.unverified')}
        {item.publishedRevision !== null
          ? ` · ${t('content.list.revision', { revision: item.publishedRevision })}`
          : ''}
      </span>
    </li>
  );
}

/** Every item, kind by kind, each linking to its form; a new item of any kind but the donation. */
export function ContentList({
  list,
  onCreate,
  onChanged = () => undefined,
}: {
  list: ContentListData;
  onCreate: (kind: ContentKind, id: string) => void;
  /** After photographs were uploaded: the list is read again. */
  onChanged?: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.kinds}>
      <p>{t('content.list.intro')}</p>
      {CONTENT_KINDS.map((kind) => {
        const items = list.items.filter((item) => item.kind === kind);
        const headingId = `content-kind-${kind}`;
        return (
          <section key={kind} className={keeper.section} aria-labelledby={headingId}>
            <h2 id={headingId}>{t(`content.kinds.${kind}`)}</h2>
            {items.length === 0 ? <p>{t('content.list.empty')}</p> : null}
            <ul className={styles.items}>
              {items.map((item) => (
                <ItemRow key={item.id} item={item} />
              ))}
            </ul>
            {kind === 'photo' ? (
              <PhotoUpload onUploaded={onChanged} />
            ) : kind !== 'donation' ? (
              <details>
                <summary>{t('content.list.newItem')}</summary>
                <NewItemForm kind={kind} onCreate={(id) => onCreate(kind, id)} />
              </details>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
