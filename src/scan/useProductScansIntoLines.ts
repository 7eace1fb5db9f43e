import { useArrayInput, useNotify, useSourceContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { ScanResult } from '../../contract/scan';
import { useScanTarget } from './scanTarget';

interface ProductLine {
  product_id?: number | null;
  quantity?: number | null;
}

/** What a new line holds besides its product and quantity (a purchase order's unit cost). */
export type NewLineExtras = (product: ScanResult) => Record<string, unknown> | Promise<Record<string, unknown>>;

/**
 * Issue 20 item 3, for a document whose lines are products and quantities (orders, purchase
 * orders): a scanned product counts one more on the line that has it, else fills the last line
 * when it has no product yet, else becomes a new line of one. Any other kind does not fit.
 * Called inside the lines' ArrayInput, whose field array it appends to.
 */
export function useProductScansIntoLines(extrasOf: NewLineExtras = () => ({})): void {
  const { append } = useArrayInput();
  const { getValues, setValue } = useFormContext();
  // Inside the ArrayInput the empty source is the array's own ("lines").
  const linesSource = useSourceContext().getSource('');
  const notify = useNotify();

  useScanTarget(async (result) => {
    if (result.kind !== 'product') return false;
    // Asked first: the lines are read after it, as they are once it has answered.
    const extras = await extrasOf(result);
    const lines = (getValues(linesSource) as ProductLine[] | undefined) ?? [];
    const set = (path: string, value: unknown) => setValue(`${linesSource}.${path}`, value, { shouldDirty: true, shouldValidate: true });

    const same = lines.findIndex((line) => line.product_id === result.id);
    if (same >= 0) {
      const quantity = (typeof lines[same].quantity === 'number' ? lines[same].quantity : 0) + 1;
      set(`${same}.quantity`, quantity);
      notify('app.scan.into_form.one_more', { type: 'info', messageArgs: { label: result.label, quantity, line: same + 1 } });
      return true;
    }

    const last = lines.length - 1;
    const fillsLast = last >= 0 && lines[last].product_id == null;
    if (fillsLast) {
      set(`${last}.product_id`, result.id);
      if (typeof lines[last].quantity !== 'number') set(`${last}.quantity`, 1);
      for (const [field, value] of Object.entries(extras)) set(`${last}.${field}`, value);
    } else {
      // No focus to the new line: the scanner's next code must not be typed into its field.
      append({ product_id: result.id, quantity: 1, ...extras }, { shouldFocus: false });
    }
    notify('app.scan.into_form.added', { type: 'info', messageArgs: { label: result.label, line: fillsLast ? last + 1 : lines.length + 1 } });
    return true;
  });
}
