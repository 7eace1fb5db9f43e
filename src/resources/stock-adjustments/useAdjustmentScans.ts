import { useRef } from 'react';
import { useArrayInput, useDataProvider, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Rack } from '../../../contract/locations';
import { useScanTarget } from '../../scan/scanTarget';

interface AdjustmentLine {
  product_id?: number | null;
  rack_id?: number | null;
  quantity?: number | null;
}

const changed = { shouldDirty: true, shouldValidate: true } as const;

/**
 * Issue 20 item 3, on an adjustment's lines: a scanned product fills the last line when it has
 * none yet, else becomes a new line of one; a scanned rack goes on the last line that has a
 * product and no rack, and onto the lines of the products scanned after it. A rack first chooses
 * the warehouse when none is chosen; a rack of another warehouse is refused, except on a transfer.
 * Called inside the lines' ArrayInput, whose field array it appends to.
 */
export function useAdjustmentScans(): void {
  const { append } = useArrayInput();
  const { getValues, setValue } = useFormContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const lastRack = useRef<Rack | null>(null);

  /** A rack the adjustment may use now: one of its warehouse, or any on a transfer. */
  const fits = (rack: Rack) => getValues('reason') === 'transfer' || getValues('warehouse_id') === rack.warehouse_id;

  useScanTarget(async (result) => {
    const linesNow = () => (getValues('lines') as AdjustmentLine[] | undefined) ?? [];

    if (result.kind === 'product') {
      const lines = linesNow();
      const rackId = lastRack.current && fits(lastRack.current) ? lastRack.current.id : null;
      const last = lines.length - 1;
      const fillsLast = last >= 0 && lines[last].product_id == null;
      if (fillsLast) {
        setValue(`lines.${last}.product_id`, result.id, changed);
        if (lines[last].rack_id == null && rackId != null) setValue(`lines.${last}.rack_id`, rackId, changed);
        if (typeof lines[last].quantity !== 'number') setValue(`lines.${last}.quantity`, 1, changed);
      } else {
        // No focus to the new line: the scanner's next code must not be typed into its field.
        append({ product_id: result.id, rack_id: rackId, quantity: 1, reason: null }, { shouldFocus: false });
      }
      notify('app.scan.into_form.added', { type: 'info', messageArgs: { label: result.label, line: fillsLast ? last + 1 : lines.length + 1 } });
      return true;
    }

    if (result.kind === 'rack') {
      const { data: rack } = await dataProvider.getOne<Rack>('racks', { id: result.id });
      if (getValues('warehouse_id') == null) setValue('warehouse_id', rack.warehouse_id, changed);
      else if (!fits(rack)) {
        notify('app.scan.into_form.other_warehouse', { type: 'warning', messageArgs: { label: result.label } });
        return true;
      }
      lastRack.current = rack;
      const waiting = linesNow().findLastIndex((line) => line.product_id != null && line.rack_id == null);
      if (waiting >= 0) {
        setValue(`lines.${waiting}.rack_id`, rack.id, changed);
        notify('app.scan.into_form.rack_set', { type: 'info', messageArgs: { label: result.label, line: waiting + 1 } });
      } else notify('app.scan.into_form.rack_next', { type: 'info', messageArgs: { label: result.label } });
      return true;
    }

    return false;
  });
}
