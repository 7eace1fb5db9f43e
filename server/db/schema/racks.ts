import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { rooms } from './rooms';

export const racks = pgTable(
  'racks',
  {
    ...recordColumns(),
    room_id: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    name: text('name'),
  },
  (t) => [uniqueIndex('racks_code_unique').on(t.room_id, t.code)],
);
