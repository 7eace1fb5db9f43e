import { Box, IconButton, Stack, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { demoToast } from '../toast';
import { formatPrice, lineTotal } from './cartStore';
import { ProductImage, QuantityStepper } from './parts';
import { useShop } from './ShopProvider';

/** SPEC.md §8: the empty cart's text, word for word. */
export const EMPTY_CART_TEXT = "No result's";

/** SPEC.md §2 "Cart table": Product, Price, Quantity, Total, Remove; Subtotal in the footer. */
export const CartTable = () => {
  const { cart, dispatchCart } = useShop();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label="Cart" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="center">Quantity</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell align="center">Remove</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cart.items.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {EMPTY_CART_TEXT}
              </TableCell>
            </TableRow>
          ) : (
            cart.items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <ProductImage id={item.id} name={item.name} size={48} />
                    <Box>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {item.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {item.brand ?? 'No brand'}
                      </Typography>
                    </Box>
                  </Stack>
                </TableCell>
                <TableCell align="right">{formatPrice(item.price)}</TableCell>
                <TableCell align="center">
                  <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                    <QuantityStepper quantity={item.quantity} name={item.name} onChange={(quantity) => dispatchCart({ type: 'updateQuantity', id: item.id, quantity })} />
                  </Box>
                </TableCell>
                <TableCell align="right">{formatPrice(lineTotal(item))}</TableCell>
                <TableCell align="center">
                  <IconButton
                    aria-label={`Remove ${item.name}`}
                    color="error"
                    onClick={() => {
                      dispatchCart({ type: 'remove', id: item.id });
                      demoToast('remove');
                    }}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3} align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
              Subtotal
            </TableCell>
            <TableCell align="right" aria-label="Subtotal" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {formatPrice(cart.totalPrice)}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
};
