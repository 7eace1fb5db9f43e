// SPEC.md §3 "Demo product form fields"; the form saves nothing (SPEC.md §2).

export const STOCK_VISIBILITY = [
  { value: 'quantity', label: 'Show Stock Quantity' },
  { value: 'text', label: 'Show Stock With Text Only' },
  { value: 'hide', label: 'Hide Stock' },
] as const;

export const AMOUNT_TYPES = [
  { value: 'flat', label: 'Flat' },
  { value: 'percent', label: 'Percent' },
];

export const CATEGORIES = ['Brakes', 'Engine', 'Filters', 'Lighting', 'Suspension', 'Tools'];
export const BRANDS = ['Acme Parts', 'Birch Industrial', 'Cobalt Tools', 'Delta Auto'];
export const UNITS = ['pcs', 'box', 'set', 'pair', 'kg', 'l'];
export const FLASH_DEALS = ['Winter Sale', 'Weekend Flash', 'Clearance'];
export const COLOURS = ['Black', 'Silver', 'Red', 'Blue'];
export const SIZES = ['S', 'M', 'L', 'XL'];

/** SPEC.md §9: product images are 600 x 600. */
export const IMAGE_HINT = 'These images are visible in the product details page gallery. Use 600x600 sizes images.';

export interface ProductFormValues {
  name: string;
  category: string;
  brand: string;
  unit: string;
  weightKg: string;
  minPurchaseQty: string;
  tags: string;
  barcode: string;
  refundable: boolean;
  unitPrice: string;
  description: string;
  colours: string[];
  sizes: string[];
  freeShipping: boolean;
  flatRate: boolean;
  flatRateCost: string;
  quantityMultiply: boolean;
  lowStockQty: string;
  stockVisibility: (typeof STOCK_VISIBILITY)[number]['value'];
  cashOnDelivery: boolean;
  featured: boolean;
  todaysDeal: boolean;
  flashDealCategory: string;
  flashDiscount: string;
  flashDiscountType: string;
  shippingDays: string;
  vat: string;
  vatType: string;
  tax: string;
  taxType: string;
  metaTitle: string;
  metaDescription: string;
}

export const emptyProductForm = (): ProductFormValues => ({
  name: '',
  category: '',
  brand: '',
  unit: '',
  weightKg: '',
  minPurchaseQty: '1',
  tags: '',
  barcode: '',
  refundable: false,
  unitPrice: '',
  description: '',
  colours: [],
  sizes: [],
  freeShipping: false,
  flatRate: false,
  flatRateCost: '',
  quantityMultiply: false,
  lowStockQty: '1',
  stockVisibility: 'quantity',
  cashOnDelivery: false,
  featured: false,
  todaysDeal: false,
  flashDealCategory: '',
  flashDiscount: '',
  flashDiscountType: '',
  shippingDays: '',
  vat: '0',
  vatType: 'percent',
  tax: '0',
  taxType: 'percent',
  metaTitle: '',
  metaDescription: '',
});

/** What the edit screen shows: a sample product, since the demo has nothing stored. */
export const sampleProductForm = (): ProductFormValues => ({
  ...emptyProductForm(),
  name: 'Ceramic brake pad set',
  category: 'Brakes',
  brand: 'Acme Parts',
  unit: 'set',
  weightKg: '1.2',
  minPurchaseQty: '2',
  tags: 'brakes, ceramic, front axle',
  barcode: '9300601234567',
  refundable: true,
  unitPrice: '89.00',
  description: 'Low-dust ceramic pads for the front axle, with wear indicators and fitting kit.',
  colours: ['Black'],
  sizes: ['M'],
  flatRate: true,
  flatRateCost: '7.50',
  lowStockQty: '5',
  stockVisibility: 'text',
  cashOnDelivery: true,
  featured: true,
  flashDealCategory: 'Weekend Flash',
  flashDiscount: '10',
  flashDiscountType: 'percent',
  shippingDays: '3',
  vat: '3.5',
  tax: '0',
  metaTitle: 'Ceramic brake pad set — Acme Parts',
  metaDescription: 'Low-dust ceramic brake pads for the front axle.',
});
