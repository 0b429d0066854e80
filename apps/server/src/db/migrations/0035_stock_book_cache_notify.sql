-- The order book, tick and auction tables move the market read model like the other market tables (0018, 0030): a
-- statement that changes them notifies the 'market' cache topic, so the public 盘口 / 竞价 reads are reloaded after any
-- write. The book row of a stock is rewritten by every snapshot: room on its page for HOT updates (as 0024 did).
ALTER TABLE stock_order_book SET (fillfactor = 50);--> statement-breakpoint
CREATE TRIGGER stock_order_book_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_order_book FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');--> statement-breakpoint
CREATE TRIGGER stock_tick_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_tick FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');--> statement-breakpoint
CREATE TRIGGER stock_auction_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_auction FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');
