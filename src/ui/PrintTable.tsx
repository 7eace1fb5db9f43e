import { useId, type Key, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { labelled, stackedOnPhone } from './stackedTable';

export interface PrintColumn<Row> {
  label: string;
  render: (row: Row) => ReactNode;
  /** Numbers and money line up on the right. */
  numeric?: boolean;
  width?: string;
}

interface PrintTableProps<Row> {
  title: string;
  columns: PrintColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown instead of an empty table. */
  empty?: string;
  /** A summing row under the lines, its cells aligned with the columns. */
  footer?: ReactNode[];
}

const cell = { px: '6px', py: '4px', verticalAlign: 'top' } as const;

/**
 * A document's table: plain HTML so the browser repeats the column header on every printed
 * page and keeps each row whole (the print CSS of PrintPage says so for every table).
 */
export function PrintTable<Row>({ title, columns, rows, rowKey, empty, footer }: PrintTableProps<Row>) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} component="h2" sx={{ fontSize: '11pt', fontWeight: 700, mb: 0.5, breakAfter: 'avoid' }}>
        {title}
      </Typography>
      {rows.length === 0 && empty ? (
        <Typography sx={{ fontSize: '10pt' }}>{empty}</Typography>
      ) : (
        <Box
          component="table"
          aria-labelledby={titleId}
          sx={[
            {
              width: '100%',
              borderCollapse: 'collapse',
              fontSize: '9.5pt',
              '& th': { ...cell, fontWeight: 700, textAlign: 'left', borderBottom: '1.5px solid #000' },
              '& td': { ...cell, borderBottom: '0.5px solid #999' },
              '& tfoot td': { fontWeight: 700, borderTop: '1.5px solid #000', borderBottom: 'none' },
              '& .numeric': { textAlign: 'right', whiteSpace: 'nowrap' },
            },
            // On a phone's screen each line stacks; paper keeps the table.
            stackedOnPhone,
          ]}
        >
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={column.numeric ? 'numeric' : undefined} style={{ width: column.width }}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.label} className={column.numeric ? 'numeric' : undefined} {...labelled(column.label)}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {footer && (
            <tfoot>
              <tr>
                {footer.map((content, index) => (
                  <td key={index} className={columns[index]?.numeric ? 'numeric' : undefined}>
                    {content}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </Box>
      )}
    </Box>
  );
}
