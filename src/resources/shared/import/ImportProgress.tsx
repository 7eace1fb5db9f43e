import { useEffect, useId, useMemo, useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ImportProgress } from '../../../../contract/imports';
import { elapsedSeconds, rowsPerSecond } from './importPlan';
import { fetchImportProgress } from './importRequest';

const POLL_MS = 500;

/** The progress of the request sent with `importId`, asked for every half second while it runs. */
export function useImportProgress(importId: string | null): ImportProgress | null {
  const [latest, setLatest] = useState<{ importId: string; progress: ImportProgress } | null>(null);
  useEffect(() => {
    if (!importId) return undefined;
    const stop = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const progress = await fetchImportProgress(importId, stop.signal);
        if (progress && !stop.signal.aborted) setLatest({ importId, progress });
      } catch {
        // The figures are a courtesy: the import's own answer says how it went.
      }
      if (!stop.signal.aborted) timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      stop.abort();
      clearTimeout(timer);
    };
  }, [importId]);
  return latest && latest.importId === importId ? latest.progress : null;
}

/** "Checking the file…", a bar, and "12,345 rows read · 4,100 rows/s · 3.0 s" once the server says. */
export const ImportProgressLine = ({ committing, progress }: { committing: boolean; progress: ImportProgress | null }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const labelId = useId();
  const formats = useMemo(
    () => ({ count: new Intl.NumberFormat(locale), seconds: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) }),
    [locale],
  );
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
        {translate(committing ? 'app.imports.importing' : 'app.imports.checking')}
      </Typography>
      <LinearProgress aria-labelledby={labelId} />
      {progress && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.imports.progress', {
            smart_count: progress.rows,
            rows: formats.count.format(progress.rows),
            rate: formats.count.format(rowsPerSecond(progress)),
            elapsed: formats.seconds.format(elapsedSeconds(progress)),
          })}
        </Typography>
      )}
    </Box>
  );
};
