import type { Texts } from './texts';

// Mails from the event log (issue 36 item 3, DESIGN.md §5 "Integrations"): a dealer's order mails
// and the low-stock digest, subject and text, in the recipient's language. `{lines}` is the list
// of `*_line` texts, one a line.

const en = {
  mail_order_confirmed_subject: 'Your order {number} is confirmed',
  mail_order_confirmed_text: 'Hello {name},\n\nWe have confirmed your order {number} and are preparing it.\n\nYou can follow it in the dealer portal: {link}\n',
  mail_order_dispatched_subject: 'Your order {number} is on its way',
  mail_order_dispatched_text: 'Hello {name},\n\nYour order {number} has been dispatched. It holds:\n\n{lines}\n\nYou can follow it in the dealer portal: {link}\n',
  mail_order_cancelled_subject: 'Your order {number} is cancelled',
  mail_order_cancelled_text: 'Hello {name},\n\nYour order {number} has been cancelled. If you did not expect this, contact us.\n\nYou can see it in the dealer portal: {link}\n',
  mail_order_line: '- {sku}  {product} × {quantity}',
  mail_order_footer: '\n--\nYou get these mails about your orders from Stockyard. To stop them, turn off “Mails about my orders” on your profile in the dealer portal.\n',
  mail_low_stock_subject_one: 'Low stock: {n} product at or below its reorder level',
  mail_low_stock_subject: 'Low stock: {n} products at or below their reorder level',
  mail_low_stock_text: 'Hello {name},\n\nOn {date} these products are at or below their reorder level:\n\n{lines}\n\nOrder them from the suppliers: {link}\n',
  mail_low_stock_line: '- {sku}  {product}: {available} available, reorder level {reorder_level}',
  mail_low_stock_footer: '\n--\nYou get this daily mail because you asked for it. To stop it, turn off the low-stock digest under your name, in “My preferences”.\n',
  low_stock_digest_needs_view_po: 'Only people who may view purchase orders can get the low-stock digest.',
} as const;

const fr: Texts<typeof en> = {
  mail_order_confirmed_subject: 'Votre commande {number} est confirmée',
  mail_order_confirmed_text: 'Bonjour {name},\n\nNous avons confirmé votre commande {number} et la préparons.\n\nVous pouvez la suivre sur le portail revendeur : {link}\n',
  mail_order_dispatched_subject: 'Votre commande {number} est en route',
  mail_order_dispatched_text: 'Bonjour {name},\n\nVotre commande {number} a été expédiée. Elle contient :\n\n{lines}\n\nVous pouvez la suivre sur le portail revendeur : {link}\n',
  mail_order_cancelled_subject: 'Votre commande {number} est annulée',
  mail_order_cancelled_text: 'Bonjour {name},\n\nVotre commande {number} a été annulée. Si vous ne vous y attendiez pas, contactez-nous.\n\nVous pouvez la consulter sur le portail revendeur : {link}\n',
  mail_order_line: '- {sku}  {product} × {quantity}',
  mail_order_footer: '\n--\nVous recevez ces e-mails sur vos commandes de la part de Stockyard. Pour ne plus les recevoir, désactivez « E-mails sur mes commandes » dans votre profil du portail revendeur.\n',
  mail_low_stock_subject_one: 'Stock bas : {n} produit au niveau de réapprovisionnement ou en dessous',
  mail_low_stock_subject: 'Stock bas : {n} produits au niveau de réapprovisionnement ou en dessous',
  mail_low_stock_text: 'Bonjour {name},\n\nLe {date}, ces produits sont au niveau de réapprovisionnement ou en dessous :\n\n{lines}\n\nCommandez-les aux fournisseurs : {link}\n',
  mail_low_stock_line: '- {sku}  {product} : disponible {available}, niveau de réapprovisionnement {reorder_level}',
  mail_low_stock_footer: '\n--\nVous recevez cet e-mail quotidien parce que vous l’avez demandé. Pour ne plus le recevoir, désactivez le récapitulatif des stocks bas sous votre nom, dans « Mes préférences ».\n',
  low_stock_digest_needs_view_po: 'Seules les personnes autorisées à voir les commandes fournisseurs peuvent recevoir le récapitulatif des stocks bas.',
};

export const mails = { en, fr };
