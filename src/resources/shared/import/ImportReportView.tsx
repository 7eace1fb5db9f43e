import { useId, type ReactNode } from 'react';
import { Alert, Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import { useTranslate } from 'react-admin';
import { IMPORT_FIELDS, type ImportField, type ImportKind, type ImportReport } from '../../../../contract/imports';
import { useMoneyFormat } from '../../../ui/localeFormat';
import { labelled, stackedOnPhone } from '../../../ui/stackedTable';
import { fieldLabelKey, previewFields } from './importPlan';

type FormatNumber = (value: number) => string;

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
};

// Headers, values and messages come from the user's file: long ones wrap rather than widen the dialog.
const tableSx = [stackedOnPhone, { '& td': { overflowWrap: 'anywhere' } }];

/** What the report means for the user. */
function nextStep(report: ImportReport, refused: boolean): { severity: 'error' | 'info' | 'warning' | 'success'; key: string } {
  if (refused) return { severity: 'error', key: 'app.imports.refused' };
  if (report.rows === 0) return { severity: 'info', key: 'app.imports.empty_file' };
  if (report.error_count > 0) return { severity: 'warning', key: 'app.imports.has_errors' };
  if (report.create + report.update === 0) return { severity: 'info', key: 'app.imports.nothing_to_do' };
  return { severity: 'success', key: 'app.imports.ready' };
}

/** "N rows: X to create, Y to update, Z unchanged", and what the user can do next. */
export const ReportSummary = ({ report, refused, format }: { report: ImportReport; refused: boolean; format: FormatNumber }) => {
  const translate = useTranslate();
  const next = nextStep(report, refused);
  return (
    <Box>
      <Typography role="status" variant="body1" sx={{ fontWeight: 500, mb: 1 }}>
        {translate('app.imports.summary', {
          smart_count: report.rows,
          rows: format(report.rows),
          create: format(report.create),
          update: format(report.update),
          unchanged: format(report.unchanged),
        })}
      </Typography>
      <Alert severity={next.severity}>{translate(next.key)}</Alert>
    </Box>
  );
};

/** A record the server resolved a value to (a category, a supplier) is shown by its path or name, never as data. */
function nameOf(value: unknown): string {
  if (!value || typeof value !== 'object') return '—';
  const record = value as Record<string, unknown>;
  const name = [record.path, record.name, record.label].find((part) => typeof part === 'string' && part);
  return typeof name === 'string' ? name : '—';
}

/** A value as the preview shows it: text as given, numbers and money in the locale, yes or no, "—" for none. */
function useValueText(kind: ImportKind, format: FormatNumber) {
  const translate = useTranslate();
  const money = useMoneyFormat();
  return (field: ImportField, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    const number = typeof value === 'number' ? value : field.type === 'decimal' || field.type === 'integer' ? Number(value) : NaN;
    if (Number.isFinite(number)) return field.type === 'decimal' ? money.format(number) : format(number);
    if ((kind === 'suppliers' || kind === 'dealers') && field.name === 'status' && typeof value === 'string') {
      return translate(`app.parties.status.${value}`, { _: value });
    }
    return typeof value === 'string' ? value : nameOf(value);
  };
}

/** On a wide screen a value keeps to one line (a long text is cut, in full on hover): a SKU is never broken. */
const previewCellSx = { whiteSpace: { sm: 'nowrap' }, maxWidth: { sm: 280 }, overflow: { sm: 'hidden' }, textOverflow: { sm: 'ellipsis' } } as const;

/** The first rows as they will be saved, in the fields the columns are read as; cards on a phone. */
export const PreviewTable = ({ kind, report, format }: { kind: ImportKind; report: ImportReport; format: FormatNumber }) => {
  const translate = useTranslate();
  const valueText = useValueText(kind, format);
  const fields = previewFields(kind, report.columns);
  if (report.preview.length === 0) return null;
  const title = translate('app.imports.preview.title');
  return (
    <Section title={title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.imports.preview.help')}
      </Typography>
      {fields.length === 0 ? (
        <Alert severity="info">{translate('app.imports.preview.no_fields')}</Alert>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label={title} sx={tableSx}>
            <TableHead>
              <TableRow>
                {fields.map((field) => (
                  <TableCell key={field.name} sx={{ whiteSpace: 'nowrap' }}>
                    {translate(fieldLabelKey(kind, field.name))}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {report.preview.map((row, index) => (
                <TableRow key={index}>
                  {fields.map((field, column) => (
                    // On a phone the first field (the key, when the file has it) heads the card.
                    <TableCell key={field.name} sx={previewCellSx} {...(column === 0 ? {} : labelled(translate(fieldLabelKey(kind, field.name))))}>
                      {valueText(field, row[field.name])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
};

interface ErrorTableProps {
  kind: ImportKind;
  report: ImportReport;
  format: FormatNumber;
  downloading: boolean;
  onDownload: () => void;
}

/** Row / Field / Message of the first errors, how many more there are, and the rejected rows as CSV. */
export const ErrorTable = ({ kind, report, format, downloading, onDownload }: ErrorTableProps) => {
  const translate = useTranslate();
  if (report.error_count === 0) return null;
  const known = new Set(IMPORT_FIELDS[kind].map((field) => field.name));
  // '_' marks an error of the whole row.
  const fieldText = (field: string) => (!field || field === '_' ? '—' : known.has(field) ? translate(fieldLabelKey(kind, field)) : field);
  const title = translate('app.imports.errors.title');
  const more = report.error_count - report.errors.length;
  const headers = { row: translate('app.imports.errors.row'), field: translate('app.imports.errors.field'), message: translate('app.imports.errors.message') };
  return (
    <Section title={title}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.imports.errors.count', { smart_count: report.error_count, count: format(report.error_count) })}
          {' · '}
          {translate('app.imports.errors.rows', { smart_count: report.rejected_rows, count: format(report.rejected_rows) })}
        </Typography>
        <Button size="small" startIcon={<DownloadIcon />} onClick={onDownload} disabled={downloading}>
          {translate('app.imports.errors.download')}
        </Button>
      </Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={title} sx={tableSx}>
          <TableHead>
            <TableRow>
              <TableCell align="right">{headers.row}</TableCell>
              <TableCell>{headers.field}</TableCell>
              <TableCell>{headers.message}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.errors.map((error, index) => (
              <TableRow key={index} sx={{ verticalAlign: 'top' }}>
                <TableCell align="right" {...labelled(headers.row)}>
                  {error.row}
                </TableCell>
                <TableCell {...labelled(headers.field)}>{fieldText(error.field)}</TableCell>
                <TableCell {...labelled(headers.message)}>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {more > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.imports.errors.more', { smart_count: more, count: format(more) })}
        </Typography>
      )}
    </Section>
  );
};
