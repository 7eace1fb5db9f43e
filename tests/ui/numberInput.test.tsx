import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect, useState, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Form, SaveButton, useLocaleState, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { NumberInput, NumberTextField } from '../../src/ui/NumberInput';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

// Issue 32 item 1: a number field reads what is typed in the person's language, shows it
// formatted once left, and says under itself what it cannot read; the form then sends nothing.

const NARROW_NBSP = '\u202f';

afterEach(() => i18nProvider.changeLocale('en'));

const InLocale = ({ locale, children }: { locale: string; children: ReactNode }) => {
  const [current, setLocale] = useLocaleState();
  useEffect(() => setLocale(locale), [locale, setLocale]);
  return current === locale ? children : null;
};

const priceForm = z.object({ price: z.number().nullable(), quantity: z.number().int().nullable() });

/** A form as the app's are: the shared schema validates it; `sent` receives what it would send. */
async function renderPriceForm(locale: string, { withSchema = true } = {}) {
  const sent = vi.fn();
  renderWithAdmin(
    <InLocale locale={locale}>
      <Form record={{ price: 12.5, quantity: 3 }} resolver={withSchema ? zodResolver(priceForm) : undefined} onSubmit={sent} noValidate>
        <NumberInput source="price" label="Price" kind="money" />
        <NumberInput source="quantity" label="Quantity" kind="quantity" />
        <SaveButton alwaysEnable />
      </Form>
    </InLocale>,
  );
  const save = await screen.findByRole('button', { name: locale === 'fr' ? 'Enregistrer' : 'Save' }, { timeout: 10_000 });
  return { sent, save, price: screen.getByRole('textbox', { name: 'Price' }), quantity: screen.getByRole('textbox', { name: 'Quantity' }) };
}

describe('the react-admin number input', () => {
  it('in English, reads 45,90 as 45.90, shows it formatted once left, and sends 45.9', async () => {
    const user = userEvent.setup();
    const { sent, save, price } = await renderPriceForm('en');
    expect(price).toHaveValue('12.50');
    await user.clear(price);
    await user.type(price, '1 234,5');
    await user.tab();
    expect(price).toHaveValue('1,234.50');
    await user.click(save);
    await waitFor(() => expect(sent).toHaveBeenCalledWith(expect.objectContaining({ price: 1234.5, quantity: 3 }), expect.anything()));
  });

  it('in French, shows values the French way, and while editing without grouping', async () => {
    const user = userEvent.setup();
    const { price } = await renderPriceForm('fr');
    expect(price).toHaveValue('12,50');
    await user.clear(price);
    await user.type(price, '12345.5');
    await user.tab();
    expect(price).toHaveValue(`12${NARROW_NBSP}345,50`);
    await user.click(price);
    expect(price).toHaveValue('12345,50');
  });

  it('says under the field what it cannot read, in French, and the form sends nothing', async () => {
    const user = userEvent.setup();
    const { sent, save, price } = await renderPriceForm('fr');
    await user.clear(price);
    await user.type(price, '12,5x');
    // Nothing is said while typing…
    expect(screen.queryByText(/Écrivez/)).not.toBeInTheDocument();
    await user.tab();
    // …but once the field is left, and the text stays as typed.
    // (Testing Library reads the narrow no-break space Intl groups French digits with as a space.)
    expect(await screen.findByText('Écrivez 1234,50 ou 1 234,50')).toBeInTheDocument();
    expect(price).toHaveValue('12,5x');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await user.click(save);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses 1.234 in a French money field as ambiguous, and reads it as 1234 in a quantity', async () => {
    const user = userEvent.setup();
    const { sent, save, price, quantity } = await renderPriceForm('fr');
    await user.clear(price);
    await user.type(price, '1.234');
    await user.clear(quantity);
    await user.type(quantity, '1.234');
    await user.tab();
    expect(await screen.findByText('1 234 ou 1,234 ? Écrivez l’un des deux')).toBeInTheDocument();
    expect(quantity).toHaveValue(`1${NARROW_NBSP}234`);
    await user.click(save);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).not.toHaveBeenCalled();
    await user.clear(price);
    await user.type(price, '1 234');
    await user.click(save);
    await waitFor(() => expect(sent).toHaveBeenCalledWith(expect.objectContaining({ price: 1234, quantity: 1234 }), expect.anything()));
  });

  it('says so when Enter submits a refused text the field has not been left', async () => {
    const user = userEvent.setup();
    const { sent, quantity } = await renderPriceForm('en');
    await user.clear(quantity);
    await user.type(quantity, '12 5{Enter}');
    expect(await screen.findByText('Write 1234 or 1,234')).toBeInTheDocument();
    expect(quantity).toHaveFocus();
    expect(sent).not.toHaveBeenCalled();
  });

  it('blocks the form without a schema too (a list filter)', async () => {
    const user = userEvent.setup();
    const { sent, save, price } = await renderPriceForm('en', { withSchema: false });
    await user.clear(price);
    await user.type(price, '-5');
    await user.tab();
    expect(await screen.findByText('Must be 0 or more')).toBeInTheDocument();
    await user.click(save);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows a value set from elsewhere in place of a refused text', async () => {
    const SetPrice = () => {
      const { setValue } = useFormContext();
      return (
        <button type="button" onClick={() => setValue('price', 99.9)}>
          Propose
        </button>
      );
    };
    const user = userEvent.setup();
    renderWithAdmin(
      <Form record={{ price: null }} onSubmit={vi.fn()} noValidate>
        <NumberInput source="price" label="Price" kind="money" />
        <SetPrice />
      </Form>,
    );
    const price = await screen.findByRole('textbox', { name: 'Price' });
    await user.type(price, 'abc');
    await user.tab();
    expect(await screen.findByText('Write 1234.50 or 1,234.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Propose' }));
    expect(price).toHaveValue('99.90');
    expect(screen.queryByText(/Write 1234/)).not.toBeInTheDocument();
  });

  it('steps with the arrow keys within its bounds, as a number input did', async () => {
    const user = userEvent.setup();
    renderWithAdmin(
      <Form record={{ quantity: 2 }} onSubmit={vi.fn()} noValidate>
        <NumberInput source="quantity" label="Quantity" kind="quantity" min={1} max={3} />
      </Form>,
    );
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    await user.click(quantity);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(quantity).toHaveValue('3');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(quantity).toHaveValue('1');
  });
});

describe('the plain number field (dialogs, the floor, the dealer portal)', () => {
  const Counted = ({ onValue }: { onValue: (value: number | null) => void }) => {
    const translate = useTranslate();
    const [value, setValue] = useState<number | null>(4);
    return (
      <NumberTextField
        kind="quantity"
        label={translate('app.stock_counts.counted_qty')}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    );
  };

  it('gives the screen the number read, NaN for what it refuses, and says why in French', async () => {
    const user = userEvent.setup();
    const seen = vi.fn();
    renderWithAdmin(
      <InLocale locale="fr">
        <Counted onValue={seen} />
      </InLocale>,
    );
    const counted = await screen.findByRole('textbox', { name: 'Compté' }, { timeout: 10_000 });
    expect(counted).toHaveAttribute('inputmode', 'numeric');
    await user.clear(counted);
    await user.type(counted, '1 500');
    expect(seen).toHaveBeenLastCalledWith(1500);
    await user.clear(counted);
    await user.type(counted, '12,5');
    expect(seen).toHaveBeenLastCalledWith(Number.NaN);
    await user.tab();
    expect(await screen.findByText('Nombres entiers uniquement')).toBeInTheDocument();
    expect(counted).toHaveValue('12,5');
  });
});
