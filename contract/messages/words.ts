import type { MessageLocale } from './locales';

/** The status words a `{status…}` value is written with (underscores as spaces), in each locale. */
const enStatuses = {
  draft: 'draft',
  ordered: 'ordered',
  partially_received: 'partially received',
  received: 'received',
  cancelled: 'cancelled',
  pending: 'pending',
  confirmed: 'confirmed',
  processing: 'processing',
  dispatched: 'dispatched',
  delivered: 'delivered',
  open: 'open',
  in_progress: 'in progress',
  on_hold: 'on hold',
  completed: 'completed',
  closed: 'closed',
  done: 'done',
  posted: 'posted',
  counting: 'being counted',
} as const;

const frStatuses: Record<keyof typeof enStatuses, string> = {
  draft: 'brouillon',
  ordered: 'commandé',
  partially_received: 'reçu en partie',
  received: 'reçu',
  cancelled: 'annulé',
  pending: 'en attente',
  confirmed: 'confirmé',
  processing: 'en préparation',
  dispatched: 'expédié',
  delivered: 'livré',
  open: 'ouvert',
  in_progress: 'en cours',
  on_hold: 'en pause',
  completed: 'terminé',
  closed: 'clos',
  done: 'fait',
  posted: 'validé',
  counting: 'en comptage',
};

/** The names of value types in Zod's own messages (`{type…}`). */
const enTypes = { string: 'string', number: 'number', boolean: 'boolean', object: 'object', array: 'array', null: 'null', undefined: 'undefined', date: 'date' } as const;

const frTypes: Record<keyof typeof enTypes, string> = {
  string: 'texte',
  number: 'nombre',
  boolean: 'booléen',
  object: 'objet',
  array: 'liste',
  null: 'null',
  undefined: 'rien',
  date: 'date',
};

/** What a `{count…}` value counts, singular and plural ("1 rack", "3 racks"). */
const enNouns = {
  product: ['product', 'products'],
  subcategory: ['subcategory', 'subcategories'],
  room: ['room', 'rooms'],
  rack: ['rack', 'racks'],
  unit: ['unit', 'units'],
  user: ['user has', 'users have'],
  job_card: ['job card', 'job cards'],
} as const;

const frNouns: Record<keyof typeof enNouns, readonly [string, string]> = {
  product: ['produit', 'produits'],
  subcategory: ['sous-catégorie', 'sous-catégories'],
  room: ['salle', 'salles'],
  rack: ['casier', 'casiers'],
  unit: ['unité', 'unités'],
  user: ['utilisateur a', 'utilisateurs ont'],
  job_card: ['fiche d’intervention', 'fiches d’intervention'],
};

export type StatusName = keyof typeof enStatuses;
export type Noun = keyof typeof enNouns;

/** The words a message's values are written with, in each locale. */
export const WORDS: Record<
  MessageLocale,
  { statuses: Record<StatusName, string>; types: Record<keyof typeof enTypes, string>; nouns: Record<Noun, readonly [string, string]> }
> = {
  en: { statuses: enStatuses, types: enTypes, nouns: enNouns },
  fr: { statuses: frStatuses, types: frTypes, nouns: frNouns },
};
