import { Avatar, Stack } from '@mui/material';
import { formatPrice } from '../cartStore';
import { SAMPLE_CUSTOMERS, type SampleCustomer } from './samplePeople';
import { SearchTable, type Column } from './SearchTable';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

const COLUMNS: Column<SampleCustomer>[] = [
  {
    label: 'Customer',
    render: (c) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ width: 32, height: 32, fontSize: 14 }}>{initials(c.name)}</Avatar>
        <span>{c.name}</span>
      </Stack>
    ),
  },
  { label: 'Email', render: (c) => c.email },
  { label: 'Phone', render: (c) => c.phone },
  { label: 'Country', render: (c) => c.country },
  { label: 'Orders', render: (c) => c.orders, align: 'right' },
  { label: 'Spent', render: (c) => formatPrice(c.spent), align: 'right' },
  { label: 'Joined', render: (c) => c.joined },
];

const CustomersPage = () => (
  <SearchTable title="Customers" rows={SAMPLE_CUSTOMERS} columns={COLUMNS} searchText={(c) => `${c.name} ${c.email} ${c.country}`} />
);
export default CustomersPage;
