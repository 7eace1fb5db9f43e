import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

export interface SimpleColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

/** A small static table for dashboard lists; it scrolls sideways on phones. */
export function SimpleTable<T>({ label, columns, rows, rowKey }: { label: string; columns: SimpleColumn<T>[]; rows: T[]; rowKey: (row: T) => string }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align} sx={{ whiteSpace: 'nowrap' }}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
