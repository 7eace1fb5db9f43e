import { LinkBase, Title } from 'react-admin';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { CartTable } from './CartTable';
import { cartCount } from './cartStore';
import { useShop, withShop } from './ShopProvider';

const Cart = () => {
  const { cart } = useShop();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Cart" />
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h1">
            Shopping cart ({cartCount(cart)} items)
          </Typography>
          <Button component={LinkBase} to="/shop" startIcon={<StorefrontIcon />}>
            Continue shopping
          </Button>
        </Stack>
        <CartTable />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" component={LinkBase} to="/checkout" disabled={cart.items.length === 0}>
            Checkout
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

const CartPage = withShop(Cart);
export default CartPage;
