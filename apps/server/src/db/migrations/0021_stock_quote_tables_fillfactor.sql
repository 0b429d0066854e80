-- Every full-market quote batch (the push feed every few seconds, the simulator) rewrites today's bar of each stock in
-- stock_daily, its current minute in stock_minute and every concept in stock_concept. On full pages (the default
-- fillfactor of 100) each new row version moves to another page: a new index entry and a dead row left behind for
-- every stock and batch, and the table grows until vacuum. With half of each page left free the new version stays on
-- its page without index entries (a HOT update) and the old ones are pruned in place, as for stock_info (migration
-- 0020). A row already on a full page moves once, to a page written with the room, then stays.
-- The price: pages written from now on are half full. stock_minute keeps one trade day and stock_concept a few hundred
-- rows; stock_daily's history takes twice the pages (the full demo market ≈ 255 MB instead of 127 MB) — today's bars
-- cannot be given room apart from it, since a fillfactor applies to the whole table. Existing pages keep their rows.
ALTER TABLE "stock_daily" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "stock_minute" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "stock_concept" SET (fillfactor = 50);
