import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  keeperApi,
  PHOTO_CATEGORIES,
  useTranslation,
  type PhotoCategory,
  type PhotoUpload as PhotoUploadAnswer,
} from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { itemAddress } from '../utils/item-address';
import keeper from '../../../keeper/keeper.module.css';
import styles from './content.module.css';
import { choiceLabel } from '../utils/choice-label';

/** The types the file picker offers: a phone's picker converts HEIC photographs to JPEG for them. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
const ACCEPTED = PHOTO_ACCEPT.split(',');

type FileState =
  | { state: 'waiting' | 'sending'; percent: number }
  | { state: 'done'; itemId: string }
  | { state: 'failed'; message: string };

interface Row {
  name: string;
  status: FileState;
}

/** One file sent as multipart with its progress; answers the API's answer or its error message. */
function send(
  url: string,
  file: File,
  category: PhotoCategory,
  onProgress: (percent: number) => void,
): Promise<PhotoUploadAnswer> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('category', category);
    form.append('files', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as (PhotoUploadAnswer & { message?: string }) | null;
      if (xhr.status === 200 && body) resolve(body);
      else reject(new Error(body?.message ?? `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(form);
  });
}

/**
 * The media library's upload: photographs from a phone's camera roll, one
 * request each so each has its own progress bar and its own error; each
 * becomes a draft to describe (caption and alt text in both languages) and
 * publish. A HEIC file that arrives anyway is refused here, by name.
 */
export function PhotoUpload({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const inputId = useId();
  const categoryId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [category, setCategory] = useState<PhotoCategory>(PHOTO_CATEGORIES[0]);
  const [rows, setRows] = useState<Row[]>([]);
  const [usage, setUsage] = useState<PhotoUploadAnswer['usage'] | null>(null);
  const busy = rows.some((row) => row.status.state === 'sending' || row.status.state === 'waiting');

  const update = (index: number, status: FileState) =>
    setRows((all) => all.map((row, at) => (at === index ? { ...row, status } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) return;
    setRows(files.map((file) => ({ name: file.name, status: { state: 'waiting', percent: 0 } })));
    const url = `${keeperApi.baseUrl}/api/keepers/media/photos`;
    for (const [index, file] of files.entries()) {
      if (!ACCEPTED.includes(file.type)) {
        const heic = /hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
        update(index, {
          state: 'failed',
          message: t(heic ? 'content.photos.heic' : 'content.photos.notPhoto'),
        });
        continue;
      }
      update(index, { state: 'sending', percent: 0 });
      try {
        const answer = await send(url, file, category, (percent) =>
          update(index, { state: 'sending', percent }),
        );
        setUsage(answer.usage);
        update(index, { state: 'done', itemId: answer.photos[0]?.item.id ?? '' });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        update(index, {
          state: 'failed',
          message: message === 'network' ? t('content.photos.network') : message,
        });
      }
    }
    onUploaded();
  };

  return (
    <form className={styles.upload} onSubmit={(event) => void submit(event)}>
      <p>{t('content.photos.intro')}</p>
      <div className={keeper.field}>
        <label htmlFor={inputId}>{t('content.photos.choose')}</label>
        <input
          id={inputId}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
        />
        <p id={`${inputId}-hint`} className={keeper.hint}>
          {t('content.photos.hint')}
        </p>
      </div>
      <div className={keeper.field}>
        <label htmlFor={categoryId}>{t('content.fields.category')}</label>
        <select
          id={categoryId}
          value={category}
          onChange={(event) => setCategory(event.target.value as PhotoCategory)}
        >
          {PHOTO_CATEGORIES.map((choice) => (
            <option key={choice} value={choice}>
              {choiceLabel(t, choice)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={keeper.button} disabled={busy || files.length === 0}>
        {t('content.photos.upload', { count: files.length })}
      </button>
      {rows.length > 0 ? (
        <ul className={styles.uploads} aria-live="polite">
          {rows.map((row, index) => (
            <li key={`${row.name}-${index}`}>
              <span>{row.name}</span>{' '}
              {row.status.state === 'failed' ? (
                <span role="alert" className={keeper.error}>
                  {row.status.message}
                </span>
              ) : row.status.state === 'done' ? (
                <Link to={itemAddress('photo', row.status.itemId)}>
                  {t('content.photos.describe')}
                </Link>
              ) : (
                <progress
                  max={100}
                  value={row.status.percent}
                  aria-label={t('content.photos.progress', { name: row.name })}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {usage ? (
        <p className={keeper.hint}>
          {t('content.photos.usage', {
            used: (usage.usedBytes / 1024 / 1024).toFixed(1),
            quota: Math.round(usage.quotaBytes / 1024 / 1024),
          })}
        </p>
      ) : null}
    </form>
  );
}
