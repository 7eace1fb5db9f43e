import type { ReactNode } from 'react';
import { LinkBase } from 'react-admin';
import { Badge, Button, Stack, Typography } from '@mui/material';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { cartCount } from './cartStore';
import { useShop } from './ShopProvider';

/** The heading of the storefront pages, with links to the wishlist and the cart and their counts. */
export const ShopHeader = ({ heading, children }: { heading: string; children?: ReactNode }) => {
  const { cart, wishlist } = useShop();
  const count = cartCount(cart);
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, my: 2 }}>
      <Typography variant="h5" component="h1">
        {heading}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {children}
        <Button component={LinkBase} to="/wishlist" startIcon={<Badge badgeContent={wishlist.length} color="error"><FavoriteBorderIcon /></Badge>}>
          Wishlist
        </Button>
        <Button component={LinkBase} to="/cart" aria-label={`Cart, ${count} items`} startIcon={<Badge badgeContent={count} color="primary"><ShoppingCartOutlinedIcon /></Badge>}>
          Cart
        </Button>
      </Stack>
    </Stack>
  );
};
