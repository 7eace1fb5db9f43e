// DESIGN.md §5 "Imports": the calls of the import dialog, over the app's HTTP client, so the
// session cookies, the anti-forgery header, the refresh on 401 and Accept-Language come with them.
import { HttpError } from 'react-admin';
import { XLSX_TYPE, type ImportKind, type ImportMode, type ImportProgress, type ImportReport } from '../../../../contract/imports';
import { API_URL, httpClient } from '../../../providers/httpClient';
import { contentTypeOf, importQueryString, type ColumnMap } from './importPlan';

const IMPORTS_URL = `${API_URL}/imports`;

/** One file sent to be checked or imported. */
export interface ImportCall {
  kind: ImportKind;
  file: File;
  mode: ImportMode;
  /** null: the server matches the headers by name. */
  map: ColumnMap | null;
  signal?: AbortSignal;
}

const postFile = (call: ImportCall, query: { dryRun: boolean; rejected?: boolean }, headers: Record<string, string>, binary = false) =>
  httpClient(`${IMPORTS_URL}/${call.kind}?${importQueryString({ ...call, ...query, name: call.file.name })}`, {
    method: 'POST',
    body: call.file,
    headers: { 'Content-Type': contentTypeOf(call.file), ...headers },
    signal: call.signal,
    binary,
  });

/**
 * Checks the file (dryRun) or imports it; `importId` names the request for its progress.
 * Rejects with an HttpError: a refused commit (422) carries its report (see refusedReport).
 */
export async function sendImport(call: ImportCall, dryRun: boolean, importId: string): Promise<ImportReport> {
  const response = await postFile(call, { dryRun }, { 'X-Import-Id': importId });
  return response.json as ImportReport;
}

/** The report of a commit the server refused (422): nothing was written. */
export function refusedReport(error: unknown): ImportReport | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const body = error.body as Partial<ImportReport> | undefined;
  return body && Array.isArray(body.errors) && Array.isArray(body.columns) ? (body as ImportReport) : null;
}

/**
 * The file's rejected rows, each with the reason it was refused, as the file came in (its
 * delimiter and encoding, or a workbook): the server's bytes as they are, under the server's name.
 */
export async function fetchRejectedRows(call: ImportCall): Promise<{ blob: Blob; fileName: string }> {
  const response = await postFile(call, { dryRun: true, rejected: true }, { Accept: `text/csv, ${XLSX_TYPE}` }, true);
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return { blob: response.blob!, fileName: named?.[1] ?? `${call.kind}-rejected.csv` };
}

/** The kind's header row and a sample row. */
export async function fetchTemplate(kind: ImportKind): Promise<Blob> {
  const response = await httpClient(`${IMPORTS_URL}/${kind}/template.csv`, { headers: { Accept: 'text/csv' } });
  return new Blob(['\uFEFF', response.body], { type: 'text/csv;charset=utf-8' });
}

/** How far the request sent with `importId` has read; null while the server does not know it yet (404). */
export async function fetchImportProgress(importId: string, signal: AbortSignal): Promise<ImportProgress | null> {
  try {
    const response = await httpClient(`${IMPORTS_URL}/progress/${encodeURIComponent(importId)}`, { signal });
    return response.json as ImportProgress;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}
