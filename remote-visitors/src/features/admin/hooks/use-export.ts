import { useCallback, useState } from 'react';
import { visitorApi, type ExportFormat, type ExportRange } from '@pawapuri/shared';
import { saveFile } from '../../../utils/save-file';
import { TokenCancelledError, withAdminToken, type AskToken } from '../utils/with-admin-token';

/**
 * GET export for a date range and save the file under the server's name, one
 * at a time, asking for the admin token on 401.
 */
export function useExport(askToken: AskToken, api = visitorApi) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = useCallback(
    async (format: ExportFormat, range: ExportRange) => {
      setBusy(format);
      setError(null);
      try {
        const file = await withAdminToken(() => api.exportVisits(format, range), askToken);
        saveFile(file.blob, file.fileName);
      } catch (failure) {
        if (failure instanceof TokenCancelledError) {
          setError('Export cancelled: the admin token is needed');
          return;
        }
        console.error('Export failed', failure);
        setError('Export failed');
      } finally {
        setBusy(null);
      }
    },
    [api, askToken],
  );

  return { busy, error, download };
}
