import { useCallback, useState } from 'react';
import { visitorApi, type ExportFormat, type ExportRange } from '@pawapuri/shared';
import { saveFile } from '../../../utils/save-file';
import { keeperCallMessage } from '../utils/keeper-call-message';

/** GET export for a date range and save the file under the server's name, one at a time. */
export function useExport(api = visitorApi) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = useCallback(
    async (format: ExportFormat, range: ExportRange) => {
      setBusy(format);
      setError(null);
      try {
        const file = await api.exportVisits(format, range);
        saveFile(file.blob, file.fileName);
      } catch (failure) {
        console.error('Export failed', failure);
        setError(keeperCallMessage('Export', failure));
      } finally {
        setBusy(null);
      }
    },
    [api],
  );

  return { busy, error, download };
}
