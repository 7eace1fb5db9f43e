import { useEffect, useState } from 'react';
import { Title, useCanAccess, useGetList } from 'react-admin';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  Pagination,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { PRICE_RANGES } from '../../../contract/storefront';
import { DemoSelect } from '../kit/fields';
import type { CartFilters } from './cartStore';
import { SHOP_PAGE_SIZE, storefrontSearch, useStorefrontProducts } from './catalogue';
import { ProductCard } from './ProductCard';
import { ShopHeader } from './ShopHeader';
import { useShop, withShop } from './ShopProvider';

const SEARCH_DELAY_MS = 300;

const priceLabel = (range: string) => {
  const [low, high] = range.split('-');
  return `$${low} - $${high}`;
};

const CategoryFilter = () => {
  const { cart, dispatchCart } = useShop();
  // Categories come from the business API; a user who may not read them keeps "all" only.
  const { canAccess } = useCanAccess({ resource: 'category', action: 'list' });
  const { data = [] } = useGetList('category', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } }, { enabled: !!canAccess });
  const options = [{ value: 'all', label: 'All categories' }, ...data.map((c) => ({ value: String(c.id), label: String(c.name) }))];
  return (
    <DemoSelect
      label="Category"
      size="small"
      options={options}
      value={options.some((o) => o.value === cart.filters.category) ? cart.filters.category : 'all'}
      onChange={(event) => dispatchCart({ type: 'setCategory', category: event.target.value })}
    />
  );
};

const Filters = () => {
  const { cart, dispatchCart } = useShop();
  const [search, setSearch] = useState(cart.filters.search);
  useEffect(() => {
    if (search === cart.filters.search) return;
    const timer = window.setTimeout(() => dispatchCart({ type: 'setSearch', search }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, cart.filters.search, dispatchCart]);
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', xl: '1fr' }, alignItems: 'start' }}>
        <TextField
          label="Search products"
          type="search"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        <CategoryFilter />
        <FormControl sx={{ gridColumn: { sm: '1 / -1', xl: 'auto' } }}>
          <FormLabel id="shop-price-label">Price</FormLabel>
          <RadioGroup sx={{ flexDirection: { xs: 'column', sm: 'row', xl: 'column' } }} aria-labelledby="shop-price-label" value={String(cart.filters.price)} onChange={(event) => dispatchCart({ type: 'setPrice', price: Number(event.target.value) })}>
            <FormControlLabel value="0" control={<Radio size="small" />} label="All" />
            {PRICE_RANGES.map((range, index) => (
              <FormControlLabel key={range} value={String(index + 1)} control={<Radio size="small" />} label={priceLabel(range)} />
            ))}
          </RadioGroup>
        </FormControl>
      </CardContent>
    </Card>
  );
};

/** Mounted anew (by its key) when the filters change, so a new search starts on page 1. */
const ProductGrid = ({ filters }: { filters: CartFilters }) => {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useStorefrontProducts(filters, page);
  if (error) return <Alert severity="error">The products could not be loaded: {error.message}</Alert>;
  if (isPending || !data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', p: 6 }}>
        <CircularProgress aria-label="Loading products" />
      </Box>
    );
  }
  if (data.total === 0) return <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">No products match these filters.</Typography>;
  const pages = Math.ceil(data.total / SHOP_PAGE_SIZE);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {data.total} products
      </Typography>
      {/* SPEC.md §9: 1 column, 2 at sm, 3 at md, 4 at lg. */}
      <Box component="section" aria-label="Products" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {data.data.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </Box>
      {pages > 1 && <Pagination sx={{ mt: 3, display: 'flex', justifyContent: 'center' }} count={pages} page={page} onChange={(_event, value) => setPage(value)} />}
    </>
  );
};

const Shop = () => {
  const { cart } = useShop();
  return (
    <Box>
      <Title title="Shop" />
      <ShopHeader heading="Shop" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', xl: '260px 1fr' }, alignItems: 'start' }}>
        <Filters />
        <Box>
          <ProductGrid key={storefrontSearch(cart.filters, 1)} filters={cart.filters} />
        </Box>
      </Box>
    </Box>
  );
};

const ShopPage = withShop(Shop);
export default ShopPage;
