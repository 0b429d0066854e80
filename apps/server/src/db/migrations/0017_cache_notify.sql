-- Per-process caches (token → user, permission info, dictionaries) are invalidated through LISTEN/NOTIFY
-- (docs/decisions/0023). A statement that changes what a cache holds notifies its topic on the channel gprs_cache;
-- PostgreSQL delivers the notification to every listening server instance when (and only if) the transaction commits.
-- The topic is also appended to the transaction-local setting gprs.cache_topics, so the instance that ran the
-- transaction can drop its own entries right after the commit, before it answers.
CREATE OR REPLACE FUNCTION gprs_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topic text := TG_ARGV[0];
  seen text := coalesce(current_setting('gprs.cache_topics', true), '');
BEGIN
  IF position(',' || topic || ',' IN ',' || seen) = 0 THEN
    PERFORM set_config('gprs.cache_topics', seen || topic || ',', true);
  END IF;
  PERFORM pg_notify('gprs_cache', topic);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER system_users_cache AFTER INSERT OR DELETE OR UPDATE OF username, nickname, status, user_type, dept_id, avatar ON system_users FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('auth');
--> statement-breakpoint
CREATE TRIGGER system_users_cache_truncate AFTER TRUNCATE ON system_users FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('auth');
--> statement-breakpoint
CREATE TRIGGER system_role_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON system_role FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('auth');
--> statement-breakpoint
CREATE TRIGGER system_menu_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON system_menu FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('auth');
--> statement-breakpoint
CREATE TRIGGER system_user_role_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON system_user_role FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('auth');
--> statement-breakpoint
CREATE TRIGGER system_role_menu_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON system_role_menu FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('auth');
--> statement-breakpoint
CREATE TRIGGER system_oauth2_access_token_cache AFTER UPDATE OR DELETE OR TRUNCATE ON system_oauth2_access_token FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('auth');
--> statement-breakpoint
CREATE TRIGGER system_dict_type_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON system_dict_type FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('dict');
--> statement-breakpoint
CREATE TRIGGER system_dict_data_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON system_dict_data FOR EACH STATEMENT EXECUTE FUNCTION gprs_cache_notify('dict');
