import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../src/ui/Toasts';
import CartPage from '../../src/demos/shop/CartPage';
import InvoicePage from '../../src/demos/shop/InvoicePage';
import CustomersPage from '../../src/demos/shop/people/CustomersPage';
import AddProductPage from '../../src/demos/shop/product-form/AddProductPage';
import EditProductPage from '../../src/demos/shop/product-form/EditProductPage';
import CheckoutPage from '../../src/demos/shop/checkout/CheckoutPage';
import type { CartState } from '../../src/demos/shop/cartStore';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

const CART_KEY = 'stockyard.demo.cart';

function cartWith(...items: { id: number; name: string; price: number; quantity: number }[]) {
  const state: CartState = {
    items: items.map((item) => ({ brand: 'Acme', img: null, ...item })),
    totalPrice: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    filters: { search: '', category: 'all', price: 0 },
  };
  window.sessionStorage.setItem(CART_KEY, JSON.stringify(state));
}

beforeEach(() => window.sessionStorage.clear());

describe('demo cart', () => {
  it('an empty cart says "No result\'s", a $0.00 subtotal, and offers no checkout', async () => {
    renderWithAdmin(<CartPage />);
    const table = await screen.findByRole('table', { name: 'Cart' });
    for (const column of ['Product', 'Price', 'Quantity', 'Total', 'Remove']) expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(within(table).getByText("No result's")).toBeInTheDocument();
    expect(within(table).getByLabelText('Subtotal')).toHaveTextContent('$0.00');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('the stepper: decrease disabled at 1, increase disabled at 10; totals follow', async () => {
    const user = userEvent.setup();
    cartWith({ id: 1, name: 'Brake pad', price: 12.5, quantity: 1 }, { id: 2, name: 'Oil filter', price: 7.25, quantity: 9 });
    renderWithAdmin(<CartPage />);
    const table = await screen.findByRole('table', { name: 'Cart' });
    const padRow = within(table).getByText('Brake pad').closest('tr')!;
    expect(within(padRow).getByText('Acme')).toBeInTheDocument();
    expect(within(padRow).getAllByText('$12.50')).toHaveLength(2);
    expect(within(padRow).getByRole('button', { name: 'Decrease quantity of Brake pad' })).toBeDisabled();
    expect(within(padRow).getByRole('button', { name: 'Increase quantity of Brake pad' })).toBeEnabled();
    await user.click(within(padRow).getByRole('button', { name: 'Increase quantity of Brake pad' }));
    expect(within(padRow).getByLabelText('Quantity of Brake pad')).toHaveTextContent('2');
    expect(within(padRow).getByRole('button', { name: 'Decrease quantity of Brake pad' })).toBeEnabled();
    expect(within(padRow).getByText('$25.00')).toBeInTheDocument();
    expect(within(table).getByLabelText('Subtotal')).toHaveTextContent('$90.25');

    const filterRow = within(table).getByText('Oil filter').closest('tr')!;
    await user.click(within(filterRow).getByRole('button', { name: 'Increase quantity of Oil filter' }));
    expect(within(filterRow).getByLabelText('Quantity of Oil filter')).toHaveTextContent('10');
    expect(within(filterRow).getByRole('button', { name: 'Increase quantity of Oil filter' })).toBeDisabled();
    expect(within(table).getByLabelText('Subtotal')).toHaveTextContent('$97.50');

    await user.click(within(padRow).getByRole('button', { name: 'Remove Brake pad' }));
    await user.click(within(table).getByRole('button', { name: 'Remove Oil filter' }));
    expect(within(table).getByText("No result's")).toBeInTheDocument();
    expect(within(table).getByLabelText('Subtotal')).toHaveTextContent('$0.00');
  });
});

describe('demo checkout wizard', () => {
  it('with an empty cart Continue is disabled; Back on the first step goes to /products', async () => {
    const user = userEvent.setup();
    const { location } = renderWithAdmin(<CheckoutPage />, { initialEntries: ['/checkout'] });
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveAccessibleName('Step 1: My Cart');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()?.pathname).toBe('/products');
  });

  it('steps through to the confirmation: Submit on step 4 needs the terms; the order is Pending', async () => {
    const user = userEvent.setup();
    cartWith({ id: 1, name: 'Brake pad', price: 12.5, quantity: 2 });
    renderWithAdmin(<CheckoutPage />, { initialEntries: ['/checkout'] });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveAccessibleName('Step 2: Shipping Info');
    expect(screen.getByRole('listitem', { name: 'Step 1: My Cart, done' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /12 Harbour Street/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'Local Pickup (free)' }));
    const pickup = await screen.findByRole('dialog', { name: 'Choose a pickup point' });
    await user.click(within(pickup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /Home Delivery/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveAccessibleName('Step 4: Payment');
    expect(screen.getByRole('radio', { name: 'bkash' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'stripe logo' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'DEMO10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Coupon DEMO10 applied: 10% off')).toBeInTheDocument();
    expect(screen.getByLabelText('Total')).toHaveTextContent('$27.50');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText(/^#DEMO-/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue|Submit/ })).not.toBeInTheDocument();
  });

  it('Add New Address checks the fields, then Save Address adds the address and selects it', async () => {
    const user = userEvent.setup();
    cartWith({ id: 1, name: 'Brake pad', price: 12.5, quantity: 1 });
    renderWithAdmin(<CheckoutPage />, { initialEntries: ['/checkout'] });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Add New Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    expect(within(dialog).getByRole('combobox', { name: 'Country code' })).toHaveTextContent('AU +61');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    expect(within(dialog).getByText('City is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), '1 Hay Street');
    await user.type(within(dialog).getByRole('textbox', { name: 'State' }), 'Western Australia');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Perth');
    await user.type(within(dialog).getByRole('textbox', { name: 'Postal code' }), '6000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '0412 345 678');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /1 Hay Street, Perth/ })).toBeChecked();
    expect(screen.getByText('+61 412345678')).toBeInTheDocument();
  });
});

describe('demo product form, customers and invoice', () => {
  it('Save Product saves nothing and says so; every section of the form is there', async () => {
    const user = userEvent.setup();
    renderWithAdmin(
      <>
        <Toasts />
        <AddProductPage />
      </>,
    );
    const form = await screen.findByRole('form', { name: 'Add New Product' });
    for (const section of ['Product Information', 'Product Images', 'Product Variation', 'PDF Specification', 'SEO Meta Tags', 'Shipping Configuration', 'Stock Visibility State', 'Flash Deal', 'VAT & Tax']) {
      expect(within(form).getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(within(form).getByText('These images are visible in the product details page gallery. Use 600x600 sizes images.')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Hide Stock' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Specification PDF')).toHaveAttribute('accept', 'application/pdf');
    await user.click(within(form).getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText('Demo only: nothing was saved')).toBeInTheDocument();
  });

  it('the edit form is filled with a sample product and offers Update Product', async () => {
    renderWithAdmin(<EditProductPage />);
    const form = await screen.findByRole('form', { name: 'Edit Product' });
    expect(within(form).getByRole('textbox', { name: 'Product Name' })).toHaveValue('Ceramic brake pad set');
    expect(within(form).getByRole('switch', { name: 'Refundable' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Update Product' })).toBeInTheDocument();
  });

  it('the customers table filters by the search box and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<CustomersPage />);
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(5);
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'olivia');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'zzz');
    expect(within(table).getByText(/No customers match/)).toBeInTheDocument();
  });

  it('the invoice adds 3.5 % VAT and prints with the browser', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithAdmin(<InvoicePage />);
    const lines = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByLabelText('Subtotal')).toHaveTextContent('$268.99');
    expect(within(lines).getByLabelText('VAT (3.5%)')).toHaveTextContent('$9.41');
    expect(within(lines).getByLabelText('Total')).toHaveTextContent('$283.40');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });
});
