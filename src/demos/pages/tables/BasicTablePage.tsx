import { Avatar, Box, Chip, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { DemoPage, Section } from '../PageParts';
import { EMPLOYEES } from './employees';

const FIVE = EMPLOYEES.slice(0, 5);
const money = (value: number) => `$${value.toLocaleString('en-US')}`;
const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

const Head = ({ labels }: { labels: string[] }) => (
  <TableHead>
    <TableRow>
      {labels.map((label) => (
        <TableCell key={label}>{label}</TableCell>
      ))}
    </TableRow>
  </TableHead>
);

const BasicTablePage = () => (
  <DemoPage title="Basic tables">
    <Section title="Basic table">
      <TableContainer>
        <Table aria-label="Basic table">
          <Head labels={['Name', 'Position', 'Office', 'Age']} />
          <TableBody>
            {FIVE.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.position}</TableCell>
                <TableCell>{row.office}</TableCell>
                <TableCell>{row.age}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
    <Section title="Striped and dense, with a total">
      <TableContainer>
        <Table size="small" aria-label="Striped table" sx={{ '& tbody tr:nth-of-type(odd)': { bgcolor: 'action.hover' } }}>
          <Head labels={['Name', 'Office', 'Salary']} />
          <TableBody>
            {FIVE.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.office}</TableCell>
                <TableCell>{money(row.salary)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={2}>Total</TableCell>
              <TableCell>{money(FIVE.reduce((sum, row) => sum + row.salary, 0))}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Section>
    <Section title="Bordered table with avatars and status">
      <TableContainer>
        <Table aria-label="Bordered table" sx={{ '& td, & th': { border: 1, borderColor: 'divider' } }}>
          <Head labels={['Employee', 'Email', 'Status']} />
          <TableBody>
            {FIVE.map((row, index) => (
              <TableRow key={row.id} hover>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Avatar sx={{ width: 30, height: 30, fontSize: 13 }}>{initials(row.name)}</Avatar>
                    {row.name}
                  </Box>
                </TableCell>
                <TableCell>{row.email}</TableCell>
                <TableCell>
                  <Chip size="small" label={index % 3 === 2 ? 'Inactive' : 'Active'} color={index % 3 === 2 ? 'default' : 'success'} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  </DemoPage>
);

export default BasicTablePage;
