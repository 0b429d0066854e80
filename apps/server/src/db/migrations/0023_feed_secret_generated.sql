-- The push client's documented demo secret is replaced by one of this install's own (decision 0035); the new one is
-- shown once in 股票数据 → 数据源. A secret an administrator already changed is left alone (and counts as known).
insert into infra_config (category, type, name, config_key, value, visible, remark)
select 'stock', 1, '行情-推送密钥已显示', 'stock.feed.secret-revealed',
  case when exists (select from system_oauth2_client where client_id = 'stock-feed' and secret = 'stock-feed-secret') then 'false' else 'true' end,
  false, '生成的推送密钥是否已显示过（只显示一次）'
on conflict (config_key) do nothing;
--> statement-breakpoint
delete from system_oauth2_access_token where client_id = 'stock-feed'
  and exists (select from system_oauth2_client where client_id = 'stock-feed' and secret = 'stock-feed-secret');
--> statement-breakpoint
delete from system_oauth2_refresh_token where client_id = 'stock-feed'
  and exists (select from system_oauth2_client where client_id = 'stock-feed' and secret = 'stock-feed-secret');
--> statement-breakpoint
update system_oauth2_client
set secret = encode(sha256(convert_to(gen_random_uuid()::text || clock_timestamp()::text || random()::text, 'UTF8')), 'hex'),
  description = '行情推送脚本的机器客户端（client_credentials，scope stock.feed）；密钥在安装时生成，在 股票数据 → 数据源 显示一次或重新生成'
where client_id = 'stock-feed' and secret = 'stock-feed-secret';
