-- The money side's tables move the market read model like the other market tables (0018): a statement that changes
-- them notifies the 'market' cache topic, so the public money reads (资金流向, 龙虎榜) are reloaded after any write.
CREATE TRIGGER stock_money_flow_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_money_flow FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');--> statement-breakpoint
CREATE TRIGGER stock_money_minute_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_money_minute FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');--> statement-breakpoint
CREATE TRIGGER stock_dragon_tiger_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_dragon_tiger FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');--> statement-breakpoint
CREATE TRIGGER stock_dragon_tiger_seat_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_dragon_tiger_seat FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');
