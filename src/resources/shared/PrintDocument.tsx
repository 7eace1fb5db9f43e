import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useSettings } from '../../providers/settings';

/** A phone's screen (not paper): the document's columns stack. */
const PHONE_SCREEN = '@media screen and (max-width: 599.95px)';

export interface PrintEntry {
  label: string;
  value: ReactNode;
}

interface PrintDocumentProps {
  /** The translated document kind ("Purchase order"). */
  title: string;
  number: string;
  /** Dates, status, who prepared it: the right-hand block under the title. */
  details: PrintEntry[];
  /** Who the document is for or about (dealer; supplier and destination; work order and technician). */
  parties: PrintEntry[];
  /** The document's tables. */
  children: ReactNode;
  /** Amount rows under the lines; the last one is the grand total. */
  totals?: PrintEntry[];
  notes?: string | null;
  /** One signature box per label ("Prepared by", "Received by"). */
  signatures: string[];
}

const muted = '#444';

const CompanyHeader = () => {
  const translate = useTranslate();
  const { data, error } = useSettings();
  if (error) {
    return (
      <Alert severity="warning" sx={{ displayPrint: 'none' }}>
        {translate('app.documents.settings_error', { message: error.message })}
      </Alert>
    );
  }
  if (!data) return <Skeleton width="50%" height={64} />;
  const contact = [data.company_phone, data.company_email].filter(Boolean).join(' · ');
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      <Typography component="p" sx={{ fontSize: '16pt', fontWeight: 700, lineHeight: 1.2 }}>
        {data.company_name}
      </Typography>
      {data.company_address && <Typography sx={{ fontSize: '9.5pt', whiteSpace: 'pre-line', color: muted }}>{data.company_address}</Typography>}
      {contact && <Typography sx={{ fontSize: '9.5pt', color: muted }}>{contact}</Typography>}
    </Box>
  );
};

/** Label–value pairs as a description list, so each value is read with its label. */
const Entries = ({ entries, align = 'left' }: { entries: PrintEntry[]; align?: 'left' | 'right' }) => (
  <Box
    component="dl"
    sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.25, fontSize: '9.5pt', justifyContent: align === 'right' ? 'end' : 'start' }}
  >
    {entries.map(({ label, value }) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Box component="dt" sx={{ color: muted }}>
          {label}
        </Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {value}
        </Box>
      </Box>
    ))}
  </Box>
);

const Totals = ({ totals }: { totals: PrintEntry[] }) => (
  <Box className="print-keep" sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', minWidth: '40%', fontSize: '10pt' }}>
      {totals.map(({ label, value }, index) => {
        const grand = index === totals.length - 1;
        const line = grand ? { borderTop: '1.5px solid #000', pt: 0.5, mt: 0.5, fontWeight: 700, fontSize: '11pt' } : {};
        return (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={line}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, pl: 4, textAlign: 'right', whiteSpace: 'nowrap', ...line }}>
              {value}
            </Box>
          </Box>
        );
      })}
    </Box>
  </Box>
);

const Signatures = ({ labels }: { labels: string[] }) => {
  const translate = useTranslate();
  const rows = ['name', 'signature', 'date'].map((key) => translate(`app.documents.signatures.${key}`));
  return (
    <Box
      component="section"
      aria-label={translate('app.documents.signatures.label')}
      className="print-keep"
      sx={{ mt: 5, display: 'grid', gridTemplateColumns: `repeat(${labels.length}, 1fr)`, gap: 4, [PHONE_SCREEN]: { gridTemplateColumns: '1fr' } }}
    >
      {labels.map((label) => (
        <Box key={label}>
          <Typography component="h2" sx={{ fontSize: '10pt', fontWeight: 700, mb: 1 }}>
            {label}
          </Typography>
          {rows.map((row) => (
            <Box key={row} sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: '9mm', fontSize: '9pt', color: muted }}>
              <span>{row}</span>
              <Box sx={{ flex: 1, borderBottom: '0.75px solid #000' }} />
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
};

/** DESIGN.md §6 printable documents: company header, title and number, parties, lines, totals, notes, signatures. */
export const PrintDocument = ({ title, number, details, parties, children, totals, notes, signatures }: PrintDocumentProps) => {
  const translate = useTranslate();
  return (
    <>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'space-between', gap: 4, pb: 2, borderBottom: '2px solid #000', [PHONE_SCREEN]: { flexDirection: 'column', gap: 2 } }}>
        <CompanyHeader />
        <Box sx={{ textAlign: 'right', [PHONE_SCREEN]: { textAlign: 'left', '& dl': { justifyContent: 'start' } } }}>
          <Typography component="h1" sx={{ fontSize: '18pt', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 1, lineHeight: 1.2 }}>
            {title}
          </Typography>
          <Typography sx={{ fontSize: '12pt', fontWeight: 600, mb: 1 }}>{number}</Typography>
          <Entries entries={details} align="right" />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${parties.length}, 1fr)`, gap: 3, mt: 2, [PHONE_SCREEN]: { gridTemplateColumns: '1fr' } }}>
        {parties.map(({ label, value }) => (
          <Box key={label} sx={{ border: '0.75px solid #000', p: 1.5 }}>
            <Typography component="h2" sx={{ fontSize: '8.5pt', textTransform: 'uppercase', letterSpacing: 0.5, color: muted }}>
              {label}
            </Typography>
            <Box sx={{ fontSize: '10.5pt', fontWeight: 600 }}>{value}</Box>
          </Box>
        ))}
      </Box>
      {children}
      {totals && <Totals totals={totals} />}
      {notes && (
        <Box component="section" className="print-keep" sx={{ mt: 3 }}>
          <Typography component="h2" sx={{ fontSize: '10pt', fontWeight: 700 }}>
            {translate('app.documents.fields.notes')}
          </Typography>
          <Typography sx={{ fontSize: '9.5pt', whiteSpace: 'pre-wrap' }}>{notes}</Typography>
        </Box>
      )}
      <Signatures labels={signatures} />
    </>
  );
};
