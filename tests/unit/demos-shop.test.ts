import { describe, expect, it } from 'vitest';
import { addressErrors, addressOf, emptyAddressForm, phoneError } from '../../src/demos/shop/checkout/address';
import {
  canGoBack,
  canGoForward,
  checkoutReducer,
  checkoutTotals,
  forwardLabel,
  initialCheckoutState,
  type CheckoutAction,
  type CheckoutState,
} from '../../src/demos/shop/checkout/checkoutStore';
import { canDecrease, canIncrease, cartReducer, initialCartState, lineTotal, type CartAction, type CartState } from '../../src/demos/shop/cartStore';
import { wishlistReducer } from '../../src/demos/shop/wishlistStore';
import type { StorefrontProduct } from '../../contract/storefront';

const wrench = { id: 1, name: 'Wrench', brand: 'Acme', img: null, price: 19.99 };
const drill = { id: 2, name: 'Drill', brand: null, img: null, price: 120.1 };

const run = (actions: CartAction[], state: CartState = initialCartState) => actions.reduce(cartReducer, state);

describe('cart store (SPEC.md §3, §4, §5, §9)', () => {
  it('starts empty with the default filters', () => {
    expect(initialCartState).toEqual({ items: [], totalPrice: 0, filters: { search: '', category: 'all', price: 0 } });
  });

  it('adds a new item with quantity 1, and an existing id gains 1; the total rises by the price', () => {
    let state = run([{ type: 'add', product: wrench }]);
    expect(state.items).toEqual([{ ...wrench, quantity: 1 }]);
    expect(state.totalPrice).toBe(19.99);
    state = run([{ type: 'add', product: wrench }, { type: 'add', product: drill }], state);
    expect(state.items.map((i) => [i.id, i.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(state.totalPrice).toBe(160.08);
  });

  it('updating a quantity changes the total by the difference times the unit price', () => {
    let state = run([{ type: 'add', product: wrench }, { type: 'add', product: drill }]);
    state = cartReducer(state, { type: 'updateQuantity', id: 2, quantity: 4 });
    expect(state.items.find((i) => i.id === 2)!.quantity).toBe(4);
    expect(state.totalPrice).toBe(19.99 + 4 * 120.1);
    state = cartReducer(state, { type: 'updateQuantity', id: 2, quantity: 3 });
    expect(state.totalPrice).toBe(Math.round((19.99 + 3 * 120.1) * 100) / 100);
  });

  it('keeps quantities within 1 to 10, whatever is asked', () => {
    let state = run([{ type: 'add', product: wrench }]);
    state = cartReducer(state, { type: 'updateQuantity', id: 1, quantity: 25 });
    expect(state.items[0].quantity).toBe(10);
    expect(state.totalPrice).toBe(199.9);
    expect(cartReducer(state, { type: 'add', product: wrench })).toBe(state);
    state = cartReducer(state, { type: 'updateQuantity', id: 1, quantity: 0 });
    expect(state.items[0].quantity).toBe(1);
    expect(state.totalPrice).toBe(19.99);
    expect(cartReducer(state, { type: 'updateQuantity', id: 99, quantity: 3 })).toBe(state);
  });

  it('removing an item lowers the total by price times quantity', () => {
    let state = run([{ type: 'add', product: wrench }, { type: 'add', product: drill }, { type: 'updateQuantity', id: 1, quantity: 3 }]);
    state = cartReducer(state, { type: 'remove', id: 1 });
    expect(state.items.map((i) => i.id)).toEqual([2]);
    expect(state.totalPrice).toBe(120.1);
    state = cartReducer(state, { type: 'remove', id: 2 });
    expect(state).toMatchObject({ items: [], totalPrice: 0 });
  });

  it('checkout does nothing; the filter setters set the filters', () => {
    const state = run([{ type: 'add', product: wrench }]);
    expect(cartReducer(state, { type: 'checkout' })).toBe(state);
    const filtered = run([{ type: 'setSearch', search: 'brake' }, { type: 'setCategory', category: '3' }, { type: 'setPrice', price: 2 }], state);
    expect(filtered.filters).toEqual({ search: 'brake', category: '3', price: 2 });
    expect(cartReducer(filtered, { type: 'setPrice', price: 9 }).filters.price).toBe(0);
  });

  it('line total is price times quantity', () => {
    expect(lineTotal({ price: 19.99, quantity: 3 })).toBe(59.97);
  });

  it('stepper: decrease is disabled at 1 or less or when not in the cart; increase at 10 or more', () => {
    expect(canDecrease(undefined)).toBe(false);
    expect(canDecrease(0)).toBe(false);
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(canDecrease(10)).toBe(true);
    expect(canIncrease(undefined)).toBe(true);
    expect(canIncrease(9)).toBe(true);
    expect(canIncrease(10)).toBe(false);
    expect(canIncrease(11)).toBe(false);
  });
});

describe('wishlist store', () => {
  it('toggles a product in and out', () => {
    const card = { id: 5, name: 'Clamp' } as StorefrontProduct;
    const once = wishlistReducer([], { type: 'toggle', product: card });
    expect(once.map((p) => p.id)).toEqual([5]);
    expect(wishlistReducer(once, { type: 'toggle', product: card })).toEqual([]);
    expect(wishlistReducer(once, { type: 'remove', id: 5 })).toEqual([]);
  });
});

const steps = (actions: CheckoutAction[], state: CheckoutState = initialCheckoutState()) => actions.reduce(checkoutReducer, state);
const next = (hasItems = true): CheckoutAction => ({ type: 'next', hasItems, orderCode: '#DEMO-1' });

describe('checkout wizard (SPEC.md §2, §4, §9)', () => {
  it('starts on step 0 with bkash and home delivery', () => {
    expect(initialCheckoutState()).toMatchObject({ step: 0, payment: 'bkash', delivery: 'home', termsAccepted: false });
  });

  it('goes forward only with items in the cart', () => {
    const state = initialCheckoutState();
    expect(canGoForward(state, false)).toBe(false);
    expect(checkoutReducer(state, next(false))).toBe(state);
    expect(checkoutReducer(state, next(true)).step).toBe(1);
  });

  it('goes back on every step but step 0', () => {
    const start = initialCheckoutState();
    expect(canGoBack(start)).toBe(false);
    expect(checkoutReducer(start, { type: 'back' })).toBe(start);
    const two = steps([next(), next()]);
    expect(two.step).toBe(2);
    expect(checkoutReducer(two, { type: 'back' }).step).toBe(1);
  });

  it('labels the button of step 4 Submit, which needs the terms; the confirmation gets the order code', () => {
    expect([0, 1, 2, 3].map(forwardLabel)).toEqual(['Continue', 'Continue', 'Continue', 'Submit']);
    const payment = steps([next(), next(), next()]);
    expect(payment.step).toBe(3);
    expect(canGoForward(payment, true)).toBe(false);
    const accepted = checkoutReducer(payment, { type: 'acceptTerms', accepted: true });
    const done = checkoutReducer(accepted, next());
    expect(done).toMatchObject({ step: 4, orderCode: '#DEMO-1' });
    expect(canGoForward(done, true)).toBe(false);
    expect(checkoutReducer(done, next()).step).toBe(4);
  });

  it('a saved address is added and selected; the shipping step needs an address', () => {
    const address = { id: 'x', name: 'Perth', address: '1 Hay St', country: 'Australia', state: 'WA', city: 'Perth', postalCode: '6000', phone: '+61 412345678' };
    const state = checkoutReducer(initialCheckoutState(), { type: 'addAddress', address });
    expect(state.addresses.at(-1)).toEqual(address);
    expect(state.addressId).toBe('x');
    expect(checkoutReducer(state, { type: 'selectAddress', id: 'nope' })).toBe(state);
    expect(canGoForward({ ...state, step: 1, addressId: null }, true)).toBe(false);
  });

  it('choosing Local Pickup opens the modal; closing it resets to Home Delivery', () => {
    const open = checkoutReducer(initialCheckoutState(), { type: 'chooseDelivery', delivery: 'pickup' });
    expect(open).toMatchObject({ delivery: 'pickup', pickupModalOpen: true });
    expect(checkoutReducer(open, { type: 'closePickup' })).toMatchObject({ delivery: 'home', pickupModalOpen: false, pickupPoint: null });
    expect(checkoutReducer(open, { type: 'confirmPickup', point: 'Sydney' })).toMatchObject({ delivery: 'pickup', pickupModalOpen: false, pickupPoint: 'Sydney' });
  });

  it('applies a known coupon and refuses an unknown one; totals add shipping for home delivery', () => {
    let state = steps([{ type: 'setCoupon', coupon: 'demo10' }, { type: 'applyCoupon' }]);
    expect(state.discountPercent).toBe(10);
    expect(checkoutTotals(state, 200)).toEqual({ subtotal: 200, discount: 20, shipping: 5, total: 185 });
    state = steps([{ type: 'setCoupon', coupon: 'FREE' }, { type: 'applyCoupon' }], state);
    expect(state).toMatchObject({ discountPercent: 0, couponMessage: 'Coupon FREE is not valid' });
    const pickup = steps([{ type: 'chooseDelivery', delivery: 'pickup' }, { type: 'confirmPickup', point: 'Sydney' }], state);
    expect(checkoutTotals(pickup, 200).total).toBe(200);
  });
});

describe('Add New Address form', () => {
  it('requires every field and a plausible phone; the phone region defaults to AU (+61)', () => {
    const form = emptyAddressForm();
    expect(form.phoneRegion).toBe('AU');
    expect(Object.keys(addressErrors(form)).sort()).toEqual(['address', 'city', 'phone', 'postalCode', 'state']);
    expect(phoneError('04 1234 5678')).toBeUndefined();
    expect(phoneError('12ab')).toBe('Digits only');
    expect(phoneError('123')).toBe('Enter 6 to 12 digits');
    const filled = { ...form, address: '1 Hay St', state: 'WA', city: 'Perth', postalCode: '6000', phone: '0412 345 678' };
    expect(addressErrors(filled)).toEqual({});
    expect(addressOf(filled, 'a1')).toMatchObject({ id: 'a1', city: 'Perth', phone: '+61 412345678' });
  });
});
