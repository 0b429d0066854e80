-- The market read model (docs/decisions/0023, "Market read model") keeps pre-serialised answers of the public market
-- reads per process. Any statement that changes what they read notifies the topic 'market' on gprs_cache (function
-- gprs_cache_notify of migration 0017), whoever runs it: the simulator, the importer, the back office, psql.
-- stock_news leaves out its view counter: reading an article counts a view and must not empty the caches.
CREATE TRIGGER stock_info_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_info FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');
--> statement-breakpoint
CREATE TRIGGER stock_concept_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_concept FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');
--> statement-breakpoint
CREATE TRIGGER stock_concept_member_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_concept_member FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');
--> statement-breakpoint
CREATE TRIGGER stock_daily_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_daily FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');
--> statement-breakpoint
CREATE TRIGGER stock_concept_daily_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_concept_daily FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');
--> statement-breakpoint
CREATE TRIGGER stock_index_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_index FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');
--> statement-breakpoint
CREATE TRIGGER stock_index_daily_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_index_daily FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');
--> statement-breakpoint
CREATE TRIGGER stock_minute_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_minute FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');
--> statement-breakpoint
CREATE TRIGGER stock_market_turnover_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_market_turnover FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');
--> statement-breakpoint
CREATE TRIGGER stock_limit_up_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_limit_up FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');
--> statement-breakpoint
CREATE TRIGGER stock_information_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_information FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');
--> statement-breakpoint
CREATE TRIGGER stock_news_cache AFTER INSERT OR DELETE OR UPDATE OF title, summary, content, cover, source, url, publish_time, stock_codes, concept_codes ON stock_news FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');
--> statement-breakpoint
CREATE TRIGGER stock_news_cache_truncate AFTER TRUNCATE ON stock_news FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('market');
