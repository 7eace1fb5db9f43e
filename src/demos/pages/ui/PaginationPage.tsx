import { useState } from 'react';
import { Pagination, Stack, TablePagination, Typography } from '@mui/material';
import { DemoPage, Grid, Section } from '../PageParts';

const Controlled = () => {
  const [page, setPage] = useState(1);
  return (
    <Stack spacing={1}>
      <Typography>Page {page} of 10</Typography>
      <Pagination count={10} page={page} onChange={(_event, next) => setPage(next)} color="primary" aria-label="Controlled pagination" />
    </Stack>
  );
};

const TableStyle = () => {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  return (
    <TablePagination
      component="div"
      count={253}
      page={page}
      rowsPerPage={perPage}
      onPageChange={(_event, next) => setPage(next)}
      onRowsPerPageChange={(event) => {
        setPerPage(Number(event.target.value));
        setPage(0);
      }}
    />
  );
};

const PaginationPage = () => (
  <DemoPage title="Pagination">
    <Grid columns={2}>
      <Section title="Basic">
        <Stack spacing={2}>
          <Pagination count={10} aria-label="Basic pagination" />
          <Pagination count={10} color="primary" variant="outlined" aria-label="Outlined pagination" />
          <Pagination count={10} color="secondary" shape="rounded" aria-label="Rounded pagination" />
        </Stack>
      </Section>
      <Section title="Sizes and ends">
        <Stack spacing={2}>
          <Pagination count={10} size="small" aria-label="Small pagination" />
          <Pagination count={10} showFirstButton showLastButton aria-label="Pagination with first and last" />
          <Pagination count={10} disabled aria-label="Disabled pagination" />
        </Stack>
      </Section>
      <Section title="Controlled">
        <Controlled />
      </Section>
      <Section title="Table pagination">
        <TableStyle />
      </Section>
    </Grid>
  </DemoPage>
);

export default PaginationPage;
