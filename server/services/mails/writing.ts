import { turnedOffReason, type TurnedOffBecause } from '../../../contract/integrations';
import { msg, render, type MessageLocale } from '../../../contract/messages';
import type { Mail } from '../mail';
import type { LowStockProduct } from '../lowStock';

// Issue 36 item 3: what each mail says, from the message catalogue (contract/messages/mails.ts), in
// the reader's language. Plain text, as the password-reset mails are.

export type OrderMailEvent = 'order.confirmed' | 'order.dispatched' | 'order.cancelled';

export interface OrderMailFacts {
  type: OrderMailEvent;
  order_id: number;
  number: string;
  /** Whom the mail greets: the dealer's contact person, else its company. */
  name: string;
  language: MessageLocale;
  lines: { sku: string; name: string; quantity: number }[];
}

const ORDER_TEXTS = {
  'order.confirmed': ['mail_order_confirmed_subject', 'mail_order_confirmed_text'],
  'order.dispatched': ['mail_order_dispatched_subject', 'mail_order_dispatched_text'],
  'order.cancelled': ['mail_order_cancelled_subject', 'mail_order_cancelled_text'],
} as const;

/** A dealer's mail about one of its orders; a dispatched order's lists what was sent. */
export function orderMail(facts: OrderMailFacts, publicUrl: string): Omit<Mail, 'to'> {
  const locale = facts.language;
  const [subject, text] = ORDER_TEXTS[facts.type];
  const lines = facts.lines.map((line) => render(msg('mail_order_line', { sku: line.sku, product: line.name, quantity: line.quantity }), locale)).join('\n');
  const link = `${publicUrl}/dealer/view-order/${facts.order_id}`;
  const params = { number: facts.number, name: facts.name, link, lines };
  return {
    subject: render(msg(subject, { number: facts.number }), locale),
    text: render({ key: text, params }, locale) + render(msg('mail_order_footer'), locale),
  };
}

/** The low-stock digest of `day` (YYYY-MM-DD): every product low that morning. */
export function lowStockMail(products: readonly LowStockProduct[], reader: { name: string; language: MessageLocale }, day: string, publicUrl: string): Omit<Mail, 'to'> {
  const locale = reader.language;
  const lines = products
    .map((p) => render(msg('mail_low_stock_line', { sku: p.sku, product: p.name, available: p.available, reorder_level: p.reorder_level }), locale))
    .join('\n');
  return {
    subject: render(msg('mail_low_stock_subject', { n: products.length }), locale),
    text: render(msg('mail_low_stock_text', { name: reader.name, date: day, lines, link: `${publicUrl}/purchase-orders` }), locale) + render(msg('mail_low_stock_footer'), locale),
  };
}

/** To a webhook's maker, in their language: the server turned it off, why, and where to turn it on again. */
export function webhookTurnedOffMail(
  maker: { name: string; language: MessageLocale },
  subscription: { id: number; url: string; because: TurnedOffBecause },
  publicUrl: string,
): Omit<Mail, 'to'> {
  const locale = maker.language;
  const reason = turnedOffReason(subscription.because, locale);
  const link = `${publicUrl}/webhook-subscriptions/${subscription.id}/show`;
  return {
    subject: render(msg('mail_webhook_off_subject'), locale),
    text: render(msg('mail_webhook_off_text', { name: maker.name, url: subscription.url, reason, link }), locale),
  };
}
