import { useState } from 'react';
import { InputAdornment, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TableSortLabel, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { DemoPage, Section } from '../PageParts';
import { nextSort, queryRows, type Employee, type SortField, type SortOrder } from './dataTable';
import { EMPLOYEES } from './employees';

const COLUMNS: Array<{ field: SortField; label: string; numeric?: boolean; format?: (row: Employee) => string }> = [
  { field: 'name', label: 'Name' },
  { field: 'position', label: 'Position' },
  { field: 'office', label: 'Office' },
  { field: 'age', label: 'Age', numeric: true },
  { field: 'startDate', label: 'Start date', format: (row) => row.startDate.split('-').reverse().join('/') },
  { field: 'salary', label: 'Salary', numeric: true, format: (row) => `$${row.salary.toLocaleString('en-US')}` },
];

const DataTablePage = () => {
  const [filter, setFilter] = useState('');
  const [sorting, setSorting] = useState<{ sort: SortField; order: SortOrder }>({ sort: 'name', order: 'asc' });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const result = queryRows(EMPLOYEES, { filter, ...sorting, page, perPage });
  return (
    <DemoPage title="Data table">
      <Section
        title="Employees"
        action={
          <TextField
            size="small"
            label="Filter"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              setPage(0);
            }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
        }
      >
        <TableContainer>
          <Table size="small" aria-label="Employees">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column.field}
                    align={column.numeric ? 'right' : 'left'}
                    sortDirection={sorting.sort === column.field ? sorting.order : false}
                  >
                    <TableSortLabel
                      active={sorting.sort === column.field}
                      direction={sorting.sort === column.field ? sorting.order : 'asc'}
                      onClick={() => {
                        setSorting(nextSort(sorting, column.field));
                        setPage(0);
                      }}
                    >
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {result.rows.map((row) => (
                <TableRow key={row.id} hover>
                  {COLUMNS.map((column) => (
                    <TableCell key={column.field} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                      {column.format ? column.format(row) : row[column.field]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {result.total === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length}>
                    <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                      No employee matches “{filter}”
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={result.total}
          page={result.page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[5, 10, 25, 50]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      </Section>
    </DemoPage>
  );
};

export default DataTablePage;
