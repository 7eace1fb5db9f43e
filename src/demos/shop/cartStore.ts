import { PRICE_RANGES, type PriceRange } from '../../../contract/storefront';

// SPEC.md §3 "Cart item"/"Cart state", §4 "Cart", §5 and §9: the demo cart's rules.

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;

export interface CartItem {
  id: number;
  name: string;
  brand: string | null;
  img: string | null;
  price: number;
  quantity: number;
}

/** `price` 0 means every price; 1–5 pick the ranges of SPEC.md §9 in order. */
export interface CartFilters {
  search: string;
  category: string;
  price: number;
}

export interface CartState {
  items: CartItem[];
  totalPrice: number;
  filters: CartFilters;
}

export type CartAction =
  | { type: 'add'; product: Omit<CartItem, 'quantity'> }
  | { type: 'updateQuantity'; id: number; quantity: number }
  | { type: 'remove'; id: number }
  | { type: 'checkout' }
  | { type: 'setSearch'; search: string }
  | { type: 'setCategory'; category: string }
  | { type: 'setPrice'; price: number };

export const initialCartState: CartState = {
  items: [],
  totalPrice: 0,
  filters: { search: '', category: 'all', price: 0 },
};

/** Cents, so that adding 0.1 ten times is 1 and a total never shows 19.990000000000002. */
const addMoney = (a: number, b: number) => Math.round(a * 100 + b * 100) / 100;

const clampQuantity = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(quantity)));

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const existing = state.items.find((item) => item.id === action.product.id);
      // The 1–10 limit holds for adding too: an item already at 10 stays there.
      if (existing && existing.quantity >= MAX_QUANTITY) return state;
      const items = existing
        ? state.items.map((item) => (item.id === existing.id ? { ...item, quantity: item.quantity + 1 } : item))
        : [...state.items, { ...action.product, quantity: 1 }];
      return { ...state, items, totalPrice: addMoney(state.totalPrice, action.product.price) };
    }
    case 'updateQuantity': {
      const existing = state.items.find((item) => item.id === action.id);
      if (!existing || !Number.isFinite(action.quantity)) return state;
      const quantity = clampQuantity(action.quantity);
      const difference = quantity - existing.quantity;
      if (difference === 0) return state;
      return {
        ...state,
        items: state.items.map((item) => (item.id === action.id ? { ...item, quantity } : item)),
        totalPrice: addMoney(state.totalPrice, difference * existing.price),
      };
    }
    case 'remove': {
      const existing = state.items.find((item) => item.id === action.id);
      if (!existing) return state;
      return {
        ...state,
        items: state.items.filter((item) => item.id !== action.id),
        totalPrice: addMoney(state.totalPrice, -existing.price * existing.quantity),
      };
    }
    case 'checkout':
      return state;
    case 'setSearch':
      return { ...state, filters: { ...state.filters, search: action.search } };
    case 'setCategory':
      return { ...state, filters: { ...state.filters, category: action.category } };
    case 'setPrice':
      return { ...state, filters: { ...state.filters, price: action.price >= 1 && action.price <= PRICE_RANGES.length ? action.price : 0 } };
  }
}

/** SPEC.md §5: decrease is disabled at 1 or less, or when the item is not in the cart. */
export const canDecrease = (quantity: number | undefined) => quantity !== undefined && quantity > MIN_QUANTITY;

/** SPEC.md §5: increase is disabled at 10 or more. */
export const canIncrease = (quantity: number | undefined) => (quantity ?? 0) < MAX_QUANTITY;

export const lineTotal = (item: Pick<CartItem, 'price' | 'quantity'>) => Math.round(item.price * item.quantity * 100) / 100;

export const cartCount = (state: CartState) => state.items.reduce((sum, item) => sum + item.quantity, 0);

/** The API's `price` filter for the store's price index. */
export const priceRangeOf = (price: number): PriceRange | undefined => PRICE_RANGES[price - 1];

export const formatPrice = (value: number) => `$${value.toFixed(2)}`;
