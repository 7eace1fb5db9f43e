import type { TranslateFunction } from 'react-admin';
import type { AuditEntry, AuditLine } from '../../../contract/access';
import { AREAS } from '../../../contract/permissions';
import { moneyOptions } from '../../ui/localeFormat';

// How each field of an audit entry reads (issue 18): labels from the locale, references by
// what people call them (the entry's `refs`), statuses and other choices by their translated
// names, money and dates through Intl in the current locale. Never an id, never JSON.

export const EMPTY = '—';

/** Each show screen's status names: the keys its status chip or select uses. */
const STATUS_LABELS: Record<string, string> = {
  'stock-adjustments': 'app.stock_adjustments.status',
  'stock-counts': 'app.stock_counts.status',
  orders: 'app.orders.status',
  'purchase-orders': 'app.purchase_orders.status',
  workorders: 'app.workorders.status',
  'job-cards': 'app.job_cards.status',
  users: 'app.users.status',
  suppliers: 'app.parties.status',
  dealers: 'app.parties.status',
};

/** Other fields holding one of a fixed set of values, and the keys of their names. */
const CHOICE_LABELS: Record<string, string> = {
  reason: 'app.stock_adjustments.reasons',
  priority: 'app.workorders.priority',
  unit: 'app.units',
  placed_by: 'app.orders.placed_by',
  kind: 'app.stock_hub.kinds',
  portal_password: 'app.history.portal_password',
};

const MONEY_FIELDS = new Set(['dealer_price', 'cost', 'credit_limit', 'subtotal', 'tax', 'total', 'unit_price', 'unit_cost']);
const PERCENT_FIELDS = new Set(['tax_rate']);
const DATE_FIELDS = new Set(['expected_date', 'due_date']);
const TIME_FIELDS = new Set(['posted_at', 'last_sign_in_at']);

export interface HistoryContext {
  resource: string;
  refs: AuditEntry['refs'];
  translate: TranslateFunction;
  locale: string;
  /** The business's currency (ISO 4217); undefined while it is not known. */
  currency: string | undefined;
}

export const formatMoney = (amount: number, { locale, currency }: Pick<HistoryContext, 'locale' | 'currency'>) => new Intl.NumberFormat(locale, moneyOptions(currency)).format(amount);

/** A field's label: the resource's own (`resources.<resource>.fields.*`), else the history's, else react-admin's guess. */
export function fieldLabel(field: string, { resource, translate }: HistoryContext, humanize: (field: string) => string): string {
  return translate(`resources.${resource}.fields.${field}`, { _: translate(`app.history.fields.${field}`, { _: humanize(field) }) });
}

/** What people call the record an id points at; an id the server could not name no longer exists. */
export function referenceName(field: string, id: number, { refs, translate }: HistoryContext): string {
  return refs[field]?.[String(id)] ?? translate('app.history.missing_record');
}

const isReference = (field: string) => field.endsWith('_id') || field === 'created_by' || field === 'posted_by';

function formatDate(value: string, locale: string, withTime: boolean): string {
  // A calendar date (YYYY-MM-DD) is that day wherever the reader is.
  const date = withTime ? new Date(value) : new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A permission as the role matrix names it: "Products: Write". */
export function permissionName(name: string, translate: TranslateFunction): string {
  const area = AREAS.find((a) => a.read === name || a.write === name);
  if (!area) return name;
  return `${translate(`app.areas.${area.area}`)}: ${translate(area.read === name ? 'app.roles.matrix.read' : 'app.roles.matrix.write')}`;
}

/** An event type as the webhook screens name it: "Order confirmed" (the type itself when it has no name). */
export const eventTypeName = (type: string, translate: TranslateFunction) => translate(`app.webhooks.event_types.${type}`, { _: type });

/** One side of a change as text; `EMPTY` for nothing. */
export function formatValue(field: string, value: unknown, ctx: HistoryContext): string {
  const { translate, locale, resource } = ctx;
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (typeof value === 'number') {
    if (isReference(field)) return referenceName(field, value, ctx);
    if (MONEY_FIELDS.has(field)) return formatMoney(value, ctx);
    if (PERCENT_FIELDS.has(field)) return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
    return new Intl.NumberFormat(locale).format(value);
  }
  if (typeof value === 'string') {
    const choices = field === 'status' ? STATUS_LABELS[resource] : CHOICE_LABELS[field];
    if (choices) return translate(`${choices}.${value}`, { _: value });
    if (DATE_FIELDS.has(field) || TIME_FIELDS.has(field)) return formatDate(value, locale, TIME_FIELDS.has(field));
    return value;
  }
  if (Array.isArray(value)) {
    const named = (item: string) => (field === 'permissions' ? permissionName(item, translate) : field === 'events' ? eventTypeName(item, translate) : null);
    const items = value.map((item) => (typeof item === 'string' && named(item)) || formatValue(field, item, ctx));
    return items.length ? items.join(', ') : EMPTY;
  }
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${fieldLabel(key, ctx, (k) => k)}: ${formatValue(key, inner, ctx)}`)
    .join(', ');
}

/** The parts of a line that can change, as text: "2", "@ $12.50", "Damage". */
function lineFacts(line: AuditLine, field: string, ctx: HistoryContext) {
  // A job card's parts: + used, − returned; the entry's action says which.
  const quantity = field === 'parts' ? Math.abs(line.quantity) : line.quantity;
  return {
    quantity: new Intl.NumberFormat(ctx.locale).format(quantity),
    price: line.price !== undefined ? `@ ${formatMoney(line.price, ctx)}` : '',
    reason: line.reason ? ctx.translate(`${CHOICE_LABELS.reason}.${line.reason}`, { _: line.reason }) : '',
  };
}

/** The line's product and rack as people call them: "BRK-1001 — Brake pads · MAIN / A / A-02". */
export function lineSubject(line: AuditLine, ctx: HistoryContext): string {
  const product = line.product_id !== null ? referenceName('product_id', line.product_id, ctx) : (line.sku ?? ctx.translate('app.history.missing_record'));
  return typeof line.rack_id === 'number' ? `${product} · ${referenceName('rack_id', line.rack_id, ctx)}` : product;
}

/** A whole line: "2 × BRK-1001 — Brake pads @ $12.50". */
export function describeLine(line: AuditLine, field: string, ctx: HistoryContext): string {
  const facts = lineFacts(line, field, ctx);
  return [`${facts.quantity} × ${lineSubject(line, ctx)}`, facts.price, facts.reason && `(${facts.reason})`].filter(Boolean).join(' ');
}

/** A changed line, only what changed: "BRK-1001 — Brake pads: 2 → 3". */
export function describeLineChange(before: AuditLine, after: AuditLine, field: string, ctx: HistoryContext): string {
  const was = lineFacts(before, field, ctx);
  const is = lineFacts(after, field, ctx);
  const changed = (['quantity', 'price', 'reason'] as const).filter((fact) => was[fact] !== is[fact]);
  const side = (facts: typeof was) => changed.map((fact) => facts[fact] || EMPTY).join(' ');
  return `${lineSubject(after, ctx)}: ${side(was)} → ${side(is)}`;
}
