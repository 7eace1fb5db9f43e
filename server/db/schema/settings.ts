import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Business settings: one row per key (tax rate, currency, company header). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  updated_at: at('updated_at').notNull().defaultNow(),
});
