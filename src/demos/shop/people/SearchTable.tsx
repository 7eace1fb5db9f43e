import { useState, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { Box, Card, CardContent, InputAdornment, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

export interface Column<T> {
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

interface SearchTableProps<T> {
  title: string;
  rows: T[];
  columns: Column<T>[];
  /** The text a search looks in, per row. */
  searchText: (row: T) => string;
}

/** A demo table of static sample rows with a search box. */
export function SearchTable<T extends { id: number }>({ title, rows, columns, searchText }: SearchTableProps<T>) {
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = term ? rows.filter((row) => searchText(row).toLowerCase().includes(term)) : rows;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', my: 2 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <Typography variant="h6" component="h1">
              {title}
            </Typography>
            <TextField
              size="small"
              type="search"
              label={`Search ${title.toLowerCase()}`}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
            />
          </Box>
          <TableContainer>
            <Table aria-label={title} size="small" sx={{ minWidth: 640 }}>
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
                {shown.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                      No {title.toLowerCase()} match “{search.trim()}”.
                    </TableCell>
                  </TableRow>
                ) : (
                  shown.map((row) => (
                    <TableRow key={row.id} hover>
                      {columns.map((column) => (
                        <TableCell key={column.label} align={column.align}>
                          {column.render(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
    </Box>
  );
}
