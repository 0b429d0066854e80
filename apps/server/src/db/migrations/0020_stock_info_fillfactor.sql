-- stock_info takes a full-market UPDATE every few seconds (the push feed, the simulator). With pages left half free,
-- PostgreSQL can write each new row version on the same page without touching the four indexes (a HOT update) and
-- prune the old versions as it goes; at the default fillfactor of 100 every quote is a new index entry in each index.
-- Pages written from now on keep the room (a fresh database's seed; older pages as they are rewritten).
ALTER TABLE "stock_info" SET (fillfactor = 50);
