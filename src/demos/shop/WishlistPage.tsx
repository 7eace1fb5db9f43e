import { LinkBase, Title } from 'react-admin';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { ProductCard } from './ProductCard';
import { ShopHeader } from './ShopHeader';
import { useShop, withShop } from './ShopProvider';

const Wishlist = () => {
  const { wishlist } = useShop();
  return (
    <Box>
      <Title title="Wishlist" />
      <ShopHeader heading="Wishlist" />
      {wishlist.length === 0 ? (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Your wishlist is empty.
            </Typography>
            <Button variant="contained" component={LinkBase} to="/shop">
              Browse the shop
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          {wishlist.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </Box>
      )}
    </Box>
  );
};

const WishlistPage = withShop(Wishlist);
export default WishlistPage;
