-- The hot list's tables move the market read model like the other market tables (0018, 0030): a statement that
-- changes them notifies the 'market' cache topic, so the public hot reads (人气榜, 飙升榜) are reloaded after any write.
CREATE TRIGGER stock_hot_entry_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_hot_entry FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');--> statement-breakpoint
CREATE TRIGGER stock_hot_snapshot_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_hot_snapshot FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');
