import { useEffect, useState } from 'react';

/** How long the simulated conversion takes: no file is really converted in the browser. */
export const CONVERSION_MS = 3000;

export type ConversionStatus = 'idle' | 'converting' | 'complete';

/**
 * The converter's state machine: no file -> selected -> converting -> complete.
 * Choosing another file always lands back on "selected", so an old result never
 * sits next to a new file.
 */
export function useConversion() {
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<ConversionStatus>('idle');

  useEffect(() => {
    if (status !== 'converting') return undefined;
    const timer = window.setTimeout(() => setStatus('complete'), CONVERSION_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  return {
    file,
    status,
    choose(next: File) {
      setFile(next);
      setStatus('idle');
    },
    start() {
      setStatus('converting');
    },
  };
}
