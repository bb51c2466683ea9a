import { useCallback, useState } from 'react';
import { ApiError, type ExportedFile } from '@pawapuri/shared';
import { saveFile } from '../../../utils/save-file';

/** Why a download failed: the API's rate limit (wait a minute), or anything else. */
export type DownloadFailure = 'tooMany' | 'failed';

/** One download at a time: busy while it runs, a failure kept until the next try. */
export function useDownload() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<DownloadFailure | null>(null);
  const download = useCallback(async (fetchFile: () => Promise<ExportedFile>) => {
    setBusy(true);
    setFailed(null);
    try {
      const file = await fetchFile();
      saveFile(file.blob, file.fileName);
    } catch (failure) {
      console.error('Download failed', failure);
      setFailed(failure instanceof ApiError && failure.status === 429 ? 'tooMany' : 'failed');
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, failed, download };
}
