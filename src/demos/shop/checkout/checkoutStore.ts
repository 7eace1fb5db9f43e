// SPEC.md §2 "Checkout wizard", §4 "Wizard", §9 (5 steps, default payment bkash): the
// checkout's rules, with no React in them.

export const CHECKOUT_STEPS = ['My Cart', 'Shipping Info', 'Delivery Info', 'Payment', 'Confirmation'] as const;
export const LAST_STEP = CHECKOUT_STEPS.length - 1;
/** The step before the confirmation, whose button reads 'Submit'. */
export const SUBMIT_STEP = LAST_STEP - 1;

export const PAYMENT_OPTIONS = [
  'bkash',
  'fatoorah',
  'instamojo',
  'iyzco',
  'nagad',
  'ngenious',
  'payfast',
  'payku',
  'paypal',
  'paytm',
  'razorpay',
  'ssl',
  'stripe',
  'truck',
  'vougepay',
] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

export type Delivery = 'home' | 'pickup';

export interface Address {
  id: string;
  name: string;
  address: string;
  country: string;
  state: string;
  city: string;
  postalCode: string;
  phone: string;
}

export interface CheckoutState {
  step: number;
  addresses: Address[];
  addressId: string | null;
  delivery: Delivery;
  pickupModalOpen: boolean;
  pickupPoint: string | null;
  payment: PaymentOption;
  termsAccepted: boolean;
  coupon: string;
  /** Percent off the subtotal of the applied coupon. */
  discountPercent: number;
  couponMessage: string | null;
  orderCode: string | null;
}

export type CheckoutAction =
  | { type: 'next'; hasItems: boolean; orderCode?: string }
  | { type: 'back' }
  | { type: 'addAddress'; address: Address }
  | { type: 'selectAddress'; id: string }
  | { type: 'chooseDelivery'; delivery: Delivery }
  | { type: 'confirmPickup'; point: string }
  | { type: 'closePickup' }
  | { type: 'choosePayment'; payment: PaymentOption }
  | { type: 'acceptTerms'; accepted: boolean }
  | { type: 'setCoupon'; coupon: string }
  | { type: 'applyCoupon' };

/** The demo's sample coupons. */
export const COUPONS: Record<string, number> = { DEMO10: 10, WELCOME5: 5 };

export const SAMPLE_ADDRESSES: Address[] = [
  { id: 'home', name: 'Home', address: '12 Harbour Street', country: 'Australia', state: 'New South Wales', city: 'Sydney', postalCode: '2000', phone: '+61 412 345 678' },
  { id: 'office', name: 'Office', address: '400 Collins Street', country: 'Australia', state: 'Victoria', city: 'Melbourne', postalCode: '3000', phone: '+61 398 765 432' },
];

export function initialCheckoutState(): CheckoutState {
  return {
    step: 0,
    addresses: SAMPLE_ADDRESSES,
    addressId: SAMPLE_ADDRESSES[0].id,
    delivery: 'home',
    pickupModalOpen: false,
    pickupPoint: null,
    payment: 'bkash',
    termsAccepted: false,
    coupon: '',
    discountPercent: 0,
    couponMessage: null,
    orderCode: null,
  };
}

/** Forward only with items in the cart; the shipping step needs an address and Submit needs the terms. */
export function canGoForward(state: CheckoutState, hasItems: boolean): boolean {
  if (!hasItems || state.step >= LAST_STEP) return false;
  if (state.step === 1 && !state.addressId) return false;
  if (state.step === SUBMIT_STEP && !state.termsAccepted) return false;
  return true;
}

/** Back is allowed on every step but the first (whose back button leaves the wizard). */
export const canGoBack = (state: CheckoutState) => state.step > 0;

export const forwardLabel = (step: number) => (step === SUBMIT_STEP ? 'Submit' : 'Continue');

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'next': {
      if (!canGoForward(state, action.hasItems)) return state;
      const step = state.step + 1;
      return { ...state, step, orderCode: step === LAST_STEP ? (action.orderCode ?? state.orderCode) : state.orderCode };
    }
    case 'back':
      return canGoBack(state) ? { ...state, step: state.step - 1 } : state;
    case 'addAddress':
      return { ...state, addresses: [...state.addresses, action.address], addressId: action.address.id };
    case 'selectAddress':
      return state.addresses.some((a) => a.id === action.id) ? { ...state, addressId: action.id } : state;
    case 'chooseDelivery':
      return action.delivery === 'pickup'
        ? { ...state, delivery: 'pickup', pickupModalOpen: true, pickupPoint: null }
        : { ...state, delivery: 'home', pickupModalOpen: false, pickupPoint: null };
    case 'confirmPickup':
      return { ...state, delivery: 'pickup', pickupModalOpen: false, pickupPoint: action.point };
    case 'closePickup':
      return { ...state, delivery: 'home', pickupModalOpen: false, pickupPoint: null };
    case 'choosePayment':
      return { ...state, payment: action.payment };
    case 'acceptTerms':
      return { ...state, termsAccepted: action.accepted };
    case 'setCoupon':
      return { ...state, coupon: action.coupon, couponMessage: null };
    case 'applyCoupon': {
      const code = state.coupon.trim().toUpperCase();
      const percent = COUPONS[code];
      if (!code) return { ...state, discountPercent: 0, couponMessage: 'Enter a coupon code' };
      if (!percent) return { ...state, discountPercent: 0, couponMessage: `Coupon ${code} is not valid` };
      return { ...state, discountPercent: percent, couponMessage: `Coupon ${code} applied: ${percent}% off` };
    }
  }
}

/** Home delivery costs a flat sample fee; a pickup is free. */
export const HOME_DELIVERY_FEE = 5;

export interface CheckoutTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function checkoutTotals(state: CheckoutState, subtotal: number): CheckoutTotals {
  const discount = cents((subtotal * state.discountPercent) / 100);
  const shipping = subtotal > 0 && state.delivery === 'home' ? HOME_DELIVERY_FEE : 0;
  return { subtotal, discount, shipping, total: cents(subtotal - discount + shipping) };
}
