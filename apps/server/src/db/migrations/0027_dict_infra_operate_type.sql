-- yudao 2.x reads the API logs' operate types from the dictionary infra_operate_type (the values of system_operate_type).
-- A fresh database gets it from the demo seed, which runs after the migrations; only a database that already has its
-- dictionaries gets it here.
INSERT INTO "system_dict_type" ("name", "type", "status", "creator", "updater")
SELECT '接口操作类型', 'infra_operate_type', 0, '1', '1'
WHERE EXISTS (SELECT 1 FROM "system_dict_type")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "system_dict_data" ("dict_type", "value", "label", "sort", "color_type", "creator", "updater")
SELECT 'infra_operate_type', v.value, v.label, v.sort, v.color_type, '1', '1'
FROM (VALUES ('0', '其它', 1, 'default'), ('1', '查询', 2, 'info'), ('2', '新增', 3, 'primary'), ('3', '修改', 4, 'warning'),
             ('4', '删除', 5, 'danger'), ('5', '导出', 6, 'success'), ('6', '导入', 7, 'success')) AS v(value, label, sort, color_type)
WHERE EXISTS (SELECT 1 FROM "system_dict_type" WHERE "type" = 'infra_operate_type')
ON CONFLICT DO NOTHING;
