-- An install seeded before 钱包充值 existed gets its pay app and the three recharge packages (a fresh install: the
-- seed writes them, after the mall's and the demo's apps; this statement does nothing while pay_app is empty).
-- No channel is added: the wallet cannot pay its own recharge, and 模拟支付 serves it only with DEMO_PAYMENTS=true
-- once staff add it (docs/decisions/0041).
INSERT INTO "pay_app" ("app_key", "name", "status", "remark", "order_notify_url", "refund_notify_url", "built_in", "creator", "updater")
SELECT 'wallet', '钱包充值', 0, '会员钱包充值（进程内通知）', 'http://127.0.0.1:48080/admin-api/pay/wallet-recharge/update-paid', 'http://127.0.0.1:48080/admin-api/pay/wallet-recharge/update-refunded', true, '1', '1'
WHERE EXISTS (SELECT 1 FROM "pay_app") AND NOT EXISTS (SELECT 1 FROM "pay_app" WHERE "app_key" = 'wallet');
--> statement-breakpoint
INSERT INTO "pay_wallet_recharge_package" ("name", "pay_price", "bonus_price", "status", "creator", "updater")
SELECT v.name, v.pay_price, v.bonus_price, 0, '1', '1'
FROM (VALUES ('充 100 元送 5 元', 10000, 500), ('充 300 元送 20 元', 30000, 2000), ('充 500 元送 50 元', 50000, 5000)) AS v(name, pay_price, bonus_price)
WHERE EXISTS (SELECT 1 FROM "pay_app") AND NOT EXISTS (SELECT 1 FROM "pay_wallet_recharge_package");
