import { bigint, boolean, index, integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/**
 * Stock alerts a member sets (自选股提醒, decision 0039): kind (AlertKind) with its threshold (元 or %) and, for 异动,
 * its window in trading minutes; status 0 on / 1 off. `active` is the condition as of the last quote: an alert fires when
 * it turns true and re-arms when it turns false (once per crossing); the quote path flips it with a conditional update.
 */
export const stockAlert = pgTable(
  'stock_alert',
  {
    id: idColumn(),
    userId: bigint({ mode: 'number' }).notNull(),
    /** dict user_type of the owner (1 member, 2 admin): the in-site message goes to this user */
    userType: smallint().notNull(),
    stockCode: varchar({ length: 10 }).notNull(),
    kind: smallint().notNull(),
    threshold: numeric({ precision: 12, scale: 2, mode: 'number' }),
    windowMinutes: smallint(),
    status: smallint().notNull().default(0),
    active: boolean().notNull().default(false),
    fireCount: integer().notNull().default(0),
    lastFireTime: timestamp({ withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (t) => [index('stock_alert_user_idx').on(t.userId), index('stock_alert_stock_idx').on(t.stockCode)],
);

export type StockAlertRow = typeof stockAlert.$inferSelect;

/**
 * One-time tickets for a member's alert stream (decision 0039): the page asks for one with its token in the header and
 * opens the EventSource with it, so no access token ever travels in a URL. Valid a minute, deleted when used.
 */
export const stockAlertTicket = pgTable('stock_alert_ticket', {
  /** SHA-256 of the ticket */
  ticketHash: varchar({ length: 64 }).primaryKey(),
  userId: bigint({ mode: 'number' }).notNull(),
  expireTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});
