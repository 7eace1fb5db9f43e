// DESIGN.md §5 "Imports": a file checked (dry run), its columns mapped, its errors read, then
// imported in one request. Nothing is written before the user presses Import.
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { HttpError, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { IMPORT_MAX_BYTES, IMPORT_MODES, XLSX_TYPE, type ImportKind, type ImportMode, type ImportReport } from '../../../../contract/imports';
import { saveFile } from '../ListActions';
import { usePhone } from '../PhoneList';
import { messageOf } from '../useRecordAction';
import { ColumnMapping } from './ColumnMapping';
import { ImportProgressLine, useImportProgress } from './ImportProgress';
import { ErrorTable, PreviewTable, ReportSummary } from './ImportReportView';
import { canCommit, mapOfColumns, missingFields, newImportId, sameHeaders, type ColumnMap } from './importPlan';
import { fetchRejectedRows, fetchTemplate, refusedReport, sendImport } from './importRequest';

const ACCEPTED_FILES = `.csv,.xlsx,text/csv,${XLSX_TYPE}`;
const TOO_LARGE = 'app.imports.file.too_large';

/** What the dialog says when a file could not be read: the server's words (in the user's language) where it gave some. */
function failureOf(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    return error.status === 413 ? TOO_LARGE : 'ra.notification.http_error';
  }
  return messageOf(error);
}

interface Running {
  purpose: 'check' | 'commit';
  importId: string;
}

/** A mapping made by hand, kept for the next file chosen if its headers are the same (a corrected file). */
interface KeptMapping {
  headers: string[];
  map: ColumnMap;
}

export const ImportDialog = ({ kind, onClose }: { kind: ImportKind; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const phone = usePhone();
  const [locale] = useLocaleState();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const controller = useRef<AbortController | null>(null);

  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('upsert');
  const [map, setMap] = useState<ColumnMap | null>(null);
  const [handMade, setHandMade] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [refused, setRefused] = useState(false);
  const [running, setRunning] = useState<Running | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const progress = useImportProgress(running?.importId ?? null);

  const format = useMemo(() => {
    const numbers = new Intl.NumberFormat(locale);
    return (value: number) => numbers.format(value);
  }, [locale]);
  const maxSize = useMemo(
    () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 }).format(IMPORT_MAX_BYTES / 1024 / 1024),
    [locale],
  );

  // A request still under way when the dialog goes is abandoned (a check writes nothing).
  useEffect(() => () => controller.current?.abort(), []);

  /**
   * Sends the file; a newer request replaces one under way. `kept`: the hand-made mapping sent
   * with a new file, whose columns are matched by name again if its headers are not the same.
   */
  const run = async (purpose: Running['purpose'], next: { file: File; mode: ImportMode; map: ColumnMap | null }, kept?: KeptMapping): Promise<void> => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setFailure(null);
    setNotice(null);
    const importId = newImportId();
    setRunning({ purpose, importId });
    try {
      const answer = await sendImport({ kind, ...next, signal: abort.signal }, purpose === 'check', importId);
      if (purpose === 'commit') {
        notify('app.imports.done', {
          type: 'success',
          messageArgs: { create: format(answer.create), update: format(answer.update), unchanged: format(answer.unchanged) },
        });
        refresh();
        onClose();
        return;
      }
      if (kept && !sameHeaders(answer.columns, kept.headers)) return anotherFile(next.file, next.mode);
      setReport(answer);
      setRefused(false);
      setMap(mapOfColumns(answer.columns));
    } catch (error) {
      if (abort.signal.aborted) return;
      if (kept) return anotherFile(next.file, next.mode);
      const refusal = refusedReport(error);
      if (refusal) {
        setReport(refusal);
        setRefused(true);
        setMap(mapOfColumns(refusal.columns));
      } else {
        setFailure(failureOf(error));
        if (purpose === 'check') setReport(null);
      }
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setRunning(null);
      }
    }
  };

  /** A file whose headers differ from the last one's: its columns are matched by name. */
  const anotherFile = (chosen: File, chosenMode: ImportMode) => {
    setHandMade(false);
    return run('check', { file: chosen, mode: chosenMode, map: null });
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again (after correcting it) is a change too.
    event.target.value = '';
    if (!chosen) return;
    controller.current?.abort();
    const kept = handMade && map && report ? { headers: report.columns.map((column) => column.header), map } : undefined;
    setFile(chosen);
    setReport(null);
    setRefused(false);
    setMap(null);
    if (chosen.size > IMPORT_MAX_BYTES) {
      setRunning(null);
      setNotice(null);
      setFailure(TOO_LARGE);
      return;
    }
    void run('check', { file: chosen, mode, map: kept?.map ?? null }, kept);
  };

  const changeMode = (next: ImportMode) => {
    setMode(next);
    if (file && failure !== TOO_LARGE) void run('check', { file, mode: next, map });
  };

  const changeColumn = (header: string, field: string) => {
    if (!file || !map) return;
    const next = { ...map, [header]: field };
    setMap(next);
    setHandMade(true);
    void run('check', { file, mode, map: next });
  };

  /** Back to choosing a file; a commit cancelled late may still have been saved, so the list is read again. */
  const cancel = () => {
    const committing = running?.purpose === 'commit';
    controller.current?.abort();
    controller.current = null;
    setRunning(null);
    setFile(null);
    setReport(null);
    setRefused(false);
    setMap(null);
    setHandMade(false);
    setFailure(null);
    setNotice(committing ? 'app.imports.cancelled_commit' : 'app.imports.cancelled');
    if (committing) refresh();
    // The Cancel button is gone: focus goes back to where a file is chosen.
    setTimeout(() => chooseButton.current?.focus());
  };

  const download = async (fetchFile: () => Promise<{ blob: Blob; fileName: string }>) => {
    setDownloading(true);
    try {
      const { blob, fileName } = await fetchFile();
      saveFile(blob, fileName);
    } catch (error) {
      notify(failureOf(error), { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const committing = running?.purpose === 'commit';
  const missing = report && map ? missingFields(kind, mode, map) : [];
  const ready = !running && !!file && !!report && !refused && canCommit(report);

  return (
    <Dialog open onClose={running ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`app.imports.title.${kind}`)}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box component="section">
          <input ref={fileInput} type="file" accept={ACCEPTED_FILES} hidden aria-label={translate('app.imports.file.label')} onChange={chooseFile} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Button ref={chooseButton} variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()} disabled={committing}>
              {translate(file ? 'app.imports.file.other' : 'app.imports.file.choose')}
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontWeight: file ? 500 : undefined }} color={file ? 'text.primary' : 'text.secondary'}>
              {file ? file.name : translate('app.imports.file.none')}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.imports.file.help', { size: maxSize })}
          </Typography>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => download(async () => ({ blob: await fetchTemplate(kind), fileName: `${kind}-template.csv` }))}
            disabled={downloading}
            sx={{ mt: 0.5, ml: -0.5 }}
          >
            {translate('app.imports.file.template')}
          </Button>
        </Box>

        <FormControl component="fieldset" disabled={committing}>
          <FormLabel component="legend">{translate('app.imports.mode.label')}</FormLabel>
          <RadioGroup row={!phone} value={mode} onChange={(event) => changeMode(event.target.value as ImportMode)}>
            {IMPORT_MODES.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={translate(`app.imports.mode.${value}`)} />
            ))}
          </RadioGroup>
        </FormControl>

        {running && <ImportProgressLine committing={committing} progress={progress} />}
        {notice && (
          <Alert severity="info" role="status">
            {translate(notice)}
          </Alert>
        )}
        {failure && <Alert severity="error">{translate(failure, { _: failure, size: maxSize })}</Alert>}

        {report && map && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, opacity: running ? 0.6 : 1 }} aria-busy={!!running}>
            <ReportSummary report={report} refused={refused} format={format} />
            <ColumnMapping kind={kind} columns={report.columns} map={map} missing={missing} disabled={committing} onChange={changeColumn} />
            <PreviewTable kind={kind} report={report} format={format} />
            <ErrorTable
              kind={kind}
              report={report}
              format={format}
              downloading={downloading}
              onDownload={() => file && download(() => fetchRejectedRows({ kind, file, mode, map }))}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {running ? (
          <Button onClick={cancel}>{translate('ra.action.cancel')}</Button>
        ) : (
          <>
            <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            <Button variant="contained" startIcon={<UploadFileIcon />} disabled={!ready} onClick={() => file && run('commit', { file, mode, map })}>
              {translate('app.imports.action')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
