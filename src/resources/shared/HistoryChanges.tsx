import { useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import type { AuditEntry } from '../../../contract/access';
import { isLineList, lineRows } from './historyLines';
import { describeLine, describeLineChange, EMPTY, eventTypeName, fieldLabel, formatValue, permissionName, type HistoryContext } from './historyValues';

const MAX_VALUE_LENGTH = 60;

/** Fields holding a document's lines. */
const LINE_FIELDS = new Set(['lines', 'parts']);

/** Fields holding a set of names, read as added and removed rows too: a role's or key's permissions, a webhook's event types. */
const SET_FIELDS: Record<string, (item: string, ctx: HistoryContext) => string> = {
  permissions: (item, ctx) => permissionName(item, ctx.translate),
  events: (item, ctx) => eventTypeName(item, ctx.translate),
};

/** A value short enough for a table cell; the whole text on hover when it was cut. */
const Value = ({ text }: { text: string }) => {
  const cut = text.length > MAX_VALUE_LENGTH;
  return (
    <Box component="span" title={cut ? text : undefined} sx={{ wordBreak: 'break-word' }}>
      {cut ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text}
    </Box>
  );
};

type Row = { mark: '+' | '−' | '~'; text: string };

const MARK_KEYS = { '+': 'app.history.added', '−': 'app.history.removed' } as const;

/** Added, removed and changed rows under the field's label: "+ 2 × BRK-1001 — Brake pads @ $12.50". */
const Rows = ({ rows }: { rows: Row[] }) => {
  const translate = useTranslate();
  if (!rows.length) return <>{EMPTY}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, listStyle: 'none' }}>
      {rows.map((row, i) => (
        <li key={i}>
          {row.mark !== '~' && (
            <>
              <Box component="span" title={translate(MARK_KEYS[row.mark])} sx={{ fontWeight: 700, color: row.mark === '+' ? 'success.main' : 'error.main' }}>
                {row.mark}
              </Box>{' '}
            </>
          )}
          {row.text}
        </li>
      ))}
    </Box>
  );
};

function lineChangeRows(field: string, before: unknown, after: unknown, ctx: HistoryContext): Row[] | null {
  if (!isLineList(before) || !isLineList(after)) return null;
  // A job card's part is one movement, not an edit of a list.
  if (field === 'parts' && before === null) return (after ?? []).map((line) => ({ mark: '~', text: describeLine(line, field, ctx) }));
  return lineRows(before, after).map((row) =>
    row.kind === 'changed'
      ? { mark: '~', text: describeLineChange(row.before, row.after, field, ctx) }
      : { mark: row.kind === 'added' ? '+' : '−', text: describeLine(row.line, field, ctx) },
  );
}

function setRows(field: string, before: unknown, after: unknown, ctx: HistoryContext): Row[] | null {
  const list = (side: unknown) => (side === null ? [] : Array.isArray(side) && side.every((p) => typeof p === 'string') ? (side as string[]) : null);
  const [was, is] = [list(before), list(after)];
  if (!was || !is) return null;
  const name = (item: string) => SET_FIELDS[field](item, ctx);
  return [
    ...is.filter((p) => !was.includes(p)).map((p): Row => ({ mark: '+', text: name(p) })),
    ...was.filter((p) => !is.includes(p)).map((p): Row => ({ mark: '−', text: name(p) })),
  ];
}

/** Scalars first (status leading), lists of lines last: jsonb keeps keys in no useful order. */
const rank = (field: string) => (field === 'status' ? 0 : LINE_FIELDS.has(field) || field in SET_FIELDS ? 2 : 1);

/** The changes of one audit entry, a field a line, each as a person reads it. */
export const HistoryChanges = ({ entry, ctx, humanize }: { entry: AuditEntry; ctx: HistoryContext; humanize: (field: string) => string }) => {
  const fields = Object.entries(entry.changes ?? {}).sort(([a], [b]) => rank(a) - rank(b));
  if (!fields.length) return <>{EMPTY}</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {fields.map(([field, [before, after]]) => {
        const rows = LINE_FIELDS.has(field) ? lineChangeRows(field, before, after, ctx) : field in SET_FIELDS ? setRows(field, before, after, ctx) : null;
        return (
          <li key={field}>
            <Box component="span" sx={{ fontWeight: 500 }}>
              {fieldLabel(field, ctx, humanize)}
            </Box>
            {rows ? (
              <>
                {':'}
                <Rows rows={rows} />
              </>
            ) : (
              <>
                {': '}
                <Value text={formatValue(field, before, ctx)} /> → <Value text={formatValue(field, after, ctx)} />
              </>
            )}
          </li>
        );
      })}
    </Box>
  );
};
