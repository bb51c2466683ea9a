import { useState } from 'react';
import type { KeeperApi } from '@pawapuri/shared';
import { saveFile } from '../../../utils/save-file';
import styles from '../../../keeper/keeper.module.css';

/** Downloads, as one JSON file, what the site holds about the signed-in keeper. */
export function DownloadPanel({ api }: { api: KeeperApi }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const file = await api.myData();
      saveFile(file.blob, file.fileName);
    } catch (error) {
      console.error('My data', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="my-data-heading">
      <h2 id="my-data-heading">Download my data</h2>
      <p>
        One JSON file: your account, your sign-ins (never their secrets), the names of the API keys
        you made, and the audit log’s entries you made or that name you.
      </p>
      <div className={styles.actions}>
        <button
          className={`${styles.button} ${styles.primary}`}
          type="button"
          aria-busy={busy}
          disabled={busy}
          onClick={() => void download()}
        >
          {busy ? 'Downloading…' : 'Download my data'}
        </button>
        {failed ? (
          <p role="alert" className={styles.error}>
            The download failed. Try again in a minute.
          </p>
        ) : null}
      </div>
    </section>
  );
}
