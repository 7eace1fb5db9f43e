/** GET /api/orders/:id/pick-options: the racks holding each line's product, most stock first. */
export interface PickRack {
  rack_id: number;
  path: string;
  on_hand: number;
}

export interface PickOption {
  line_id: number;
  product_id: number;
  racks: PickRack[];
}

/** One pick of a line as the dispatch dialog edits it; a rack not chosen yet is null. */
export interface PlannedPick {
  rack_id: number | null;
  quantity: number | null;
}

/**
 * The picks a line starts with: the first rack (most stock first) that covers the whole line,
 * as one pick is what the floor prefers; when no rack does, the fullest racks in turn.
 */
export function defaultPicks(quantity: number, racks: readonly PickRack[]): PlannedPick[] {
  const whole = racks.find((rack) => rack.on_hand >= quantity);
  if (whole) return [{ rack_id: whole.rack_id, quantity }];
  const picks: PlannedPick[] = [];
  let left = quantity;
  for (const rack of racks) {
    if (left <= 0) break;
    const take = Math.min(rack.on_hand, left);
    if (take > 0) {
      picks.push({ rack_id: rack.rack_id, quantity: take });
      left -= take;
    }
  }
  return picks.length ? picks : [{ rack_id: null, quantity }];
}

export const pickedQuantity = (picks: readonly PlannedPick[]) => picks.reduce((sum, pick) => sum + (pick.quantity ?? 0), 0);

/** The transition's `picks`, line by line in the order shown, so a 422's `picks.<i>` names a row. */
export function flattenPicks(lines: readonly { id: number }[], plan: Readonly<Record<number, PlannedPick[]>>) {
  return lines.flatMap((line) => (plan[line.id] ?? []).map((pick) => ({ line_id: line.id, rack_id: pick.rack_id, quantity: pick.quantity })));
}

/** Where each line's picks start in the flattened `picks`. */
export function firstPickIndexes(lines: readonly { id: number }[], plan: Readonly<Record<number, PlannedPick[]>>): number[] {
  const starts: number[] = [];
  let next = 0;
  for (const line of lines) {
    starts.push(next);
    next += plan[line.id]?.length ?? 0;
  }
  return starts;
}
