import { LinkBase, Title, useParams } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { demoToast } from '../toast';
import { useStorefrontProduct } from './catalogue';
import { cartProductOf } from './ProductCard';
import { PriceTag, ProductImage, ProductRating, QuantityStepper } from './parts';
import { ShopHeader } from './ShopHeader';
import { useShop, withShop } from './ShopProvider';
import { isWished } from './wishlistStore';

const ProductDetail = () => {
  const { id } = useParams<{ id: string }>();
  const { data: product, isPending, error } = useStorefrontProduct(id);
  const { cart, dispatchCart, wishlist, dispatchWishlist } = useShop();
  const back = (
    <Button component={LinkBase} to="/shop" startIcon={<ArrowBackIcon />}>
      Back to shop
    </Button>
  );
  if (error) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title="Product" />
        <Alert severity="warning" action={back}>
          This product is not in the catalogue.
        </Alert>
      </Box>
    );
  }
  if (isPending || !product) return <CircularProgress aria-label="Loading product" sx={{ m: 6 }} />;
  const inCart = cart.items.find((item) => item.id === product.id);
  const wished = isWished(wishlist, product.id);
  const addToCart = () => {
    dispatchCart({ type: 'add', product: cartProductOf(product) });
    demoToast('add');
  };
  return (
    <Box>
      <Title title={product.name} />
      <ShopHeader heading="Product details">{back}</ShopHeader>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(200px, 360px) 1fr' } }}>
          <ProductImage id={product.id} name={product.name} size="100%" />
          <Stack spacing={2}>
            <Box>
              <Typography variant="overline" color="text.secondary">
                {product.category}
              </Typography>
              <Typography variant="h5" component="h2">
                {product.name}
              </Typography>
              <Typography color="text.secondary">
                {product.brand ?? 'No brand'} · SKU {product.sku}
              </Typography>
            </Box>
            <ProductRating value={product.rating} />
            <PriceTag price={product.price} oldPrice={product.oldPrice} percent={product.percent} />
            <Chip
              sx={{ width: 'fit-content' }}
              color={product.available > 0 ? 'success' : 'default'}
              label={product.available > 0 ? `In stock: ${product.available}` : 'Out of stock'}
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <QuantityStepper
                quantity={inCart?.quantity}
                name={product.name}
                onChange={(quantity) => (inCart ? dispatchCart({ type: 'updateQuantity', id: product.id, quantity }) : addToCart())}
              />
              <Button variant="contained" startIcon={<AddShoppingCartIcon />} onClick={addToCart}>
                Add to cart
              </Button>
              <Button
                startIcon={wished ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
                aria-pressed={wished}
                onClick={() => dispatchWishlist({ type: 'toggle', product })}
              >
                {wished ? 'In wishlist' : 'Add to wishlist'}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

const ProductDetailPage = withShop(ProductDetail);
export default ProductDetailPage;
