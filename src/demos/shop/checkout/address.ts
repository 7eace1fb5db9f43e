import type { Address } from './checkoutStore';

// The Add New Address form of SPEC.md §2; the phone's default region is AU (SPEC.md §9).

export const PHONE_REGIONS = [
  { region: 'AU', country: 'Australia', code: '+61' },
  { region: 'NZ', country: 'New Zealand', code: '+64' },
  { region: 'US', country: 'United States', code: '+1' },
  { region: 'GB', country: 'United Kingdom', code: '+44' },
  { region: 'FR', country: 'France', code: '+33' },
  { region: 'IN', country: 'India', code: '+91' },
  { region: 'BD', country: 'Bangladesh', code: '+880' },
] as const;
export type PhoneRegion = (typeof PHONE_REGIONS)[number]['region'];
export const DEFAULT_PHONE_REGION: PhoneRegion = 'AU';

export const COUNTRIES = PHONE_REGIONS.map((r) => r.country);

export interface AddressForm {
  address: string;
  country: string;
  state: string;
  city: string;
  postalCode: string;
  phoneRegion: PhoneRegion;
  phone: string;
}

export const emptyAddressForm = (): AddressForm => ({ address: '', country: 'Australia', state: '', city: '', postalCode: '', phoneRegion: DEFAULT_PHONE_REGION, phone: '' });

const LABELS: Record<Exclude<keyof AddressForm, 'phoneRegion'>, string> = {
  address: 'Address',
  country: 'Country',
  state: 'State',
  city: 'City',
  postalCode: 'Postal code',
  phone: 'Phone',
};

/** A national number: 6 to 12 digits once spaces, dashes, dots and brackets are taken out, no leading 0 needed. */
export function phoneError(phone: string): string | undefined {
  const digits = phone.replace(/[\s\-().]/g, '');
  if (!digits) return 'Phone is required';
  if (!/^\d+$/.test(digits)) return 'Digits only';
  if (digits.replace(/^0/, '').length < 6 || digits.length > 12) return 'Enter 6 to 12 digits';
  return undefined;
}

export function addressErrors(form: AddressForm): Partial<Record<keyof AddressForm, string>> {
  const errors: Partial<Record<keyof AddressForm, string>> = {};
  for (const key of ['address', 'country', 'state', 'city', 'postalCode'] as const) {
    if (!form[key].trim()) errors[key] = `${LABELS[key]} is required`;
  }
  if (form.postalCode.trim() && !/^[A-Za-z0-9 -]{3,10}$/.test(form.postalCode.trim())) errors.postalCode = 'Enter a valid postal code';
  const phone = phoneError(form.phone);
  if (phone) errors.phone = phone;
  return errors;
}

/** The saved address, its phone in international form. */
export function addressOf(form: AddressForm, id: string): Address {
  const { code } = PHONE_REGIONS.find((r) => r.region === form.phoneRegion)!;
  const national = form.phone.replace(/[\s\-().]/g, '').replace(/^0/, '');
  return {
    id,
    name: form.city.trim(),
    address: form.address.trim(),
    country: form.country,
    state: form.state.trim(),
    city: form.city.trim(),
    postalCode: form.postalCode.trim(),
    phone: `${code} ${national}`,
  };
}
