import type { StorefrontProduct } from '../../../contract/storefront';

/** The storefront's wishlist: the cards the user marked, newest first. */
export type WishlistState = StorefrontProduct[];

export type WishlistAction = { type: 'toggle'; product: StorefrontProduct } | { type: 'remove'; id: number };

export function wishlistReducer(state: WishlistState, action: WishlistAction): WishlistState {
  switch (action.type) {
    case 'toggle':
      return state.some((p) => p.id === action.product.id) ? state.filter((p) => p.id !== action.product.id) : [action.product, ...state];
    case 'remove':
      return state.filter((p) => p.id !== action.id);
  }
}

export const isWished = (state: WishlistState, id: number) => state.some((p) => p.id === id);
