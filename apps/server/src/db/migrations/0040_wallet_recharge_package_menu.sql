-- 支付中心 → 充值套餐 for databases seeded before it existed (a new database gets it from the menu seed, which runs after
-- the migrations: there is no 支付中心 directory yet and these statements insert nothing). Only super_admin is given
-- 支付中心 by the seed, and super_admin sees every menu, so no role row is added.
INSERT INTO "system_menu" ("name", "permission", "type", "sort", "parent_id", "path", "icon", "component", "component_name")
SELECT '充值套餐', '', 2, 6, d."id", 'wallet-recharge-package', 'fa:leaf', 'pay/wallet/rechargePackage/index', 'PayWalletRechargePackage'
FROM "system_menu" d
WHERE d."type" = 1 AND d."parent_id" = 0 AND d."path" = '/pay'
  AND NOT EXISTS (SELECT 1 FROM "system_menu" m WHERE m."parent_id" = d."id" AND m."path" = 'wallet-recharge-package');
--> statement-breakpoint
INSERT INTO "system_menu" ("name", "permission", "type", "sort", "parent_id", "path", "icon", "component", "component_name")
SELECT b.name, b.permission, 3, b.sort, p."id", '', '', NULL, NULL
FROM "system_menu" p JOIN "system_menu" d ON d."id" = p."parent_id",
  (VALUES ('充值套餐查询', 'pay:wallet-recharge-package:query', 1), ('充值套餐新增', 'pay:wallet-recharge-package:create', 2),
          ('充值套餐修改', 'pay:wallet-recharge-package:update', 3), ('充值套餐删除', 'pay:wallet-recharge-package:delete', 4)) AS b(name, permission, sort)
WHERE d."type" = 1 AND d."parent_id" = 0 AND d."path" = '/pay' AND p."path" = 'wallet-recharge-package'
  AND NOT EXISTS (SELECT 1 FROM "system_menu" x WHERE x."parent_id" = p."id" AND x."permission" = b.permission);
