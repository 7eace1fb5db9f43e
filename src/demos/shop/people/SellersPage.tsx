import { Chip, Rating, Stack } from '@mui/material';
import { formatPrice } from '../cartStore';
import { SAMPLE_SELLERS, type SampleSeller } from './samplePeople';
import { SearchTable, type Column } from './SearchTable';

const STATUS_COLOURS = { Approved: 'success', Pending: 'warning', Suspended: 'error' } as const;

const COLUMNS: Column<SampleSeller>[] = [
  { label: 'Shop', render: (s) => s.shop },
  { label: 'Owner', render: (s) => s.owner },
  { label: 'Email', render: (s) => s.email },
  { label: 'Products', render: (s) => s.products, align: 'right' },
  {
    label: 'Rating',
    render: (s) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Rating value={s.rating} precision={0.1} readOnly size="small" aria-label={`Rated ${s.rating} out of 5`} />
        <span>{s.rating.toFixed(1)}</span>
      </Stack>
    ),
  },
  { label: 'Sales', render: (s) => formatPrice(s.sales), align: 'right' },
  { label: 'Status', render: (s) => <Chip size="small" label={s.status} color={STATUS_COLOURS[s.status]} /> },
];

const SellersPage = () => <SearchTable title="Sellers" rows={SAMPLE_SELLERS} columns={COLUMNS} searchText={(s) => `${s.shop} ${s.owner} ${s.email} ${s.status}`} />;
export default SellersPage;
