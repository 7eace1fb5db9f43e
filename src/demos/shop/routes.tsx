import { lazy } from 'react';
import type { DemoRoute } from '../types';

export const shopRoutes: DemoRoute[] = [
  { path: 'shop', Component: lazy(() => import('./ShopPage')) },
  { path: 'shop/:id', Component: lazy(() => import('./ProductDetailPage')) },
  { path: 'wishlist', Component: lazy(() => import('./WishlistPage')) },
  { path: 'cart', Component: lazy(() => import('./CartPage')) },
  { path: 'checkout', Component: lazy(() => import('./checkout/CheckoutPage')) },
  { path: 'add-product', Component: lazy(() => import('./product-form/AddProductPage')) },
  { path: 'edit-product', Component: lazy(() => import('./product-form/EditProductPage')) },
  { path: 'customers', Component: lazy(() => import('./people/CustomersPage')) },
  { path: 'sellers', Component: lazy(() => import('./people/SellersPage')) },
  { path: 'invoice-ecommerce', Component: lazy(() => import('./InvoicePage')) },
];
