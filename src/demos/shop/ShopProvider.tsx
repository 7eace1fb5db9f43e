import { createContext, useContext, useEffect, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { cartReducer, initialCartState, type CartAction, type CartState } from './cartStore';
import { wishlistReducer, type WishlistAction, type WishlistState } from './wishlistStore';

// Every shop page mounts this provider; the cart and wishlist live in memory and are copied to
// sessionStorage, so moving between shop pages or reloading keeps them, and closing the tab
// forgets them (the demo has no server side).
const CART_KEY = 'stockyard.demo.cart';
const WISHLIST_KEY = 'stockyard.demo.wishlist';

function restore<T>(key: string, fallback: T, valid: (value: unknown) => boolean): T {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    return valid(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

const isCart = (value: unknown) => typeof value === 'object' && value !== null && Array.isArray((value as CartState).items) && typeof (value as CartState).totalPrice === 'number';

interface ShopContextValue {
  cart: CartState;
  dispatchCart: Dispatch<CartAction>;
  wishlist: WishlistState;
  dispatchWishlist: Dispatch<WishlistAction>;
}

const ShopContext = createContext<ShopContextValue | null>(null);

export const ShopProvider = ({ children }: { children: ReactNode }) => {
  const [cart, dispatchCart] = useReducer(cartReducer, initialCartState, (initial) => restore(CART_KEY, initial, isCart));
  const [wishlist, dispatchWishlist] = useReducer(wishlistReducer, [], (initial) => restore(WISHLIST_KEY, initial, Array.isArray));
  useEffect(() => window.sessionStorage.setItem(CART_KEY, JSON.stringify(cart)), [cart]);
  useEffect(() => window.sessionStorage.setItem(WISHLIST_KEY, JSON.stringify(wishlist)), [wishlist]);
  const value = useMemo(() => ({ cart, dispatchCart, wishlist, dispatchWishlist }), [cart, wishlist]);
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
};

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop needs a ShopProvider');
  return value;
}

/**
 * Wraps a shop page in the provider, for the lazily loaded route components. The one-track
 * grid keeps a wide table scrolling inside the page on a phone: the layout's content box is a
 * flex item that otherwise grows to the table's width.
 */
export const withShop = (Page: () => ReactNode) => {
  const ShopPage = () => (
    <ShopProvider>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Page />
      </Box>
    </ShopProvider>
  );
  return ShopPage;
};
