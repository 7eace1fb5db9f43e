import { useEffect, type ReactNode } from 'react';
import { LinkBase, useGetOne, useParams, useTranslate, type RaRecord } from 'react-admin';
import { Alert, Box, Button, CircularProgress, GlobalStyles, Paper } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';

/** A CSS string: the document number is the server's, so it is quoted, never pasted raw. */
const cssString = (text: string) => JSON.stringify(text);

/**
 * The printed page: A4 with its margins, black on white, nothing but the sheet; rows never
 * split across pages, the column header repeated on each page, the totals row only once.
 * The page box's margin carries the document number and page count.
 */
const printStyles = (footer: string) => `
@page {
  size: A4;
  margin: 14mm 12mm 16mm;
  @bottom-right { content: ${cssString(footer)} " " counter(page) " / " counter(pages); font: 8pt Roboto, Helvetica, Arial, sans-serif; color: #000; }
}
@media print {
  html, body, #root { background: #fff !important; color: #000 !important; }
  thead { display: table-header-group; }
  tfoot { display: table-row-group; }
  tr, .print-keep { break-inside: avoid; page-break-inside: avoid; }
}
`;

interface PrintPageProps<T extends RaRecord> {
  resource: string;
  /** The show screen "Back" returns to. */
  backTo: (id: string) => string;
  /** Names the browser tab and the default PDF file name. */
  documentTitle: (record: T) => string;
  children: (record: T) => ReactNode;
}

const Toolbar = ({ backTo, canPrint }: { backTo: string; canPrint: boolean }) => {
  const translate = useTranslate();
  return (
    <Box
      role="toolbar"
      aria-label={translate('app.documents.toolbar_label')}
      sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', maxWidth: '210mm', mx: 'auto', mb: 2, displayPrint: 'none' }}
    >
      <Button component={LinkBase} to={backTo} startIcon={<ArrowBackIcon />}>
        {translate('app.documents.back')}
      </Button>
      <Button variant="contained" startIcon={<PrintIcon />} disabled={!canPrint} onClick={() => window.print()}>
        {translate('app.documents.print')}
      </Button>
    </Box>
  );
};

const Sheet = ({ children }: { children: ReactNode }) => (
  <Paper
    component="article"
    elevation={3}
    square
    sx={{
      width: '210mm',
      maxWidth: '100%',
      minHeight: '297mm',
      mx: 'auto',
      p: '14mm 12mm',
      boxSizing: 'border-box',
      bgcolor: '#fff',
      color: '#000',
      backgroundImage: 'none',
      fontSize: '10pt',
      '@media print': { width: 'auto', minHeight: 0, p: 0, boxShadow: 'none' },
    }}
  >
    {children}
  </Paper>
);

/** SPEC.md §2 print routes: one record's document on an A4 sheet, outside the app's layout. */
export function PrintPage<T extends RaRecord>({ resource, backTo, documentTitle, children }: PrintPageProps<T>) {
  const translate = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const { data, error } = useGetOne<T>(resource, { id });
  const title = data ? documentTitle(data) : null;

  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'action.hover', py: 3, px: 1, '@media print': { bgcolor: '#fff', p: 0, minHeight: 0 } }}>
      <GlobalStyles styles={printStyles(title ? `${title} — ${translate('app.documents.page')}` : translate('app.documents.page'))} />
      <Toolbar backTo={backTo(id)} canPrint={!!data} />
      {error ? (
        <Alert severity="error" sx={{ maxWidth: '210mm', mx: 'auto' }}>
          {translate('app.documents.load_error', { message: error.message })}
        </Alert>
      ) : data ? (
        <Sheet>{children(data)}</Sheet>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
          <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
      )}
    </Box>
  );
}
