import { LinkBase } from 'react-admin';
import { Box, Button, Card, CardActions, CardContent, IconButton, Link, Stack, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { StorefrontProduct } from '../../../contract/storefront';
import { demoToast } from '../toast';
import { PriceTag, ProductImage, ProductRating } from './parts';
import { useShop } from './ShopProvider';
import { isWished } from './wishlistStore';

export const cartProductOf = (product: StorefrontProduct) => ({ id: product.id, name: product.name, brand: product.brand, img: product.img, price: product.price });

/** SPEC.md §3 "Demo product card": name, category, img, rating, subtitle, price, oldPrice, percent. */
export const ProductCard = ({ product }: { product: StorefrontProduct }) => {
  const { dispatchCart, wishlist, dispatchWishlist } = useShop();
  const wished = isWished(wishlist, product.id);
  return (
    <Card component="article" aria-label={product.name} variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ position: 'relative', p: 2, pb: 0 }}>
        <ProductImage id={product.id} name={product.name} size="100%" />
        <IconButton
          aria-label={wished ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
          aria-pressed={wished}
          onClick={() => dispatchWishlist({ type: 'toggle', product })}
          sx={{ position: 'absolute', top: 24, insetInlineEnd: 24, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
        >
          {wished ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
        </IconButton>
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {product.category}
        </Typography>
        <Link component={LinkBase} to={`/shop/${product.id}`} underline="hover" color="inherit" sx={{ display: 'block', fontWeight: 600 }}>
          {product.name}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap>
          {product.brand ?? product.sku}
        </Typography>
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <ProductRating value={product.rating} />
          <PriceTag price={product.price} oldPrice={product.oldPrice} percent={product.percent} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          fullWidth
          variant="contained"
          startIcon={<AddShoppingCartIcon />}
          aria-label={`Add ${product.name} to cart`}
          onClick={() => {
            dispatchCart({ type: 'add', product: cartProductOf(product) });
            demoToast('add');
          }}
        >
          Add to cart
        </Button>
      </CardActions>
    </Card>
  );
};
