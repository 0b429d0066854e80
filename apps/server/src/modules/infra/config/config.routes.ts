import { batchDeleteRoutes } from '../../../core/crud';
import type { FastifyInstance } from 'fastify';
import { ConfigCreateReq, ConfigFilter, ConfigKeyQuery, ConfigPageReq, ConfigUpdateReq, IdQuery } from '@gprs/contract';
import { route } from '../../../core/route';
import { dictFormat, formatDateTime, sendExcel } from '../../../core/excel';
import { dictLabels } from '../../system/dict/dict.service';
import {
  createConfig,
  deleteConfig,
  getConfig,
  getConfigPage,
  getVisibleConfigValue,
  listConfigsForExport,
  toConfigResp,
  updateConfig,
} from './config.service';

const PERM = {
  query: 'infra:config:query',
  create: 'infra:config:create',
  update: 'infra:config:update',
  delete: 'infra:config:delete',
  export: 'infra:config:export',
};

/** 参数配置: /infra/config/*. */
export function configRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/infra/config/page',
    permission: PERM.query,
    query: ConfigPageReq,
    handler: ({ db, query }) => getConfigPage(db, query),
  });

  route(app, {
    method: 'GET',
    url: '/infra/config/get',
    permission: PERM.query,
    query: IdQuery,
    handler: async ({ db, query }) => {
      const row = await getConfig(db, query.id);
      return row ? toConfigResp(row) : null;
    },
  });

  route(app, {
    method: 'GET',
    url: '/infra/config/get-value-by-key',
    auth: 'user',
    query: ConfigKeyQuery,
    handler: ({ db, query }) => getVisibleConfigValue(db, query.key),
  });

  route(app, {
    method: 'POST',
    url: '/infra/config/create',
    permission: PERM.create,
    body: ConfigCreateReq,
    handler: ({ db, body, user }) => createConfig(db, body, String(user.id)),
  });

  route(app, {
    method: 'PUT',
    url: '/infra/config/update',
    permission: PERM.update,
    body: ConfigUpdateReq,
    handler: async ({ db, body, user }) => {
      await updateConfig(db, body.id, body, String(user.id));
      return true;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/infra/config/delete',
    permission: PERM.delete,
    query: IdQuery,
    handler: async ({ db, query }) => {
      await deleteConfig(db, query.id);
      return true;
    },
  });
  batchDeleteRoutes(app, { path: '/infra/config', permission: PERM.delete }, ({ db }, id) => deleteConfig(db, id));

  route(app, {
    method: 'GET',
    url: '/infra/config/export',
    permission: PERM.export,
    query: ConfigFilter,
    raw: true,
    handler: async ({ db, query, reply }) => {
      const [rows, labels] = await Promise.all([listConfigsForExport(db, query), dictLabels(db, ['infra_config_type', 'infra_boolean_string'])]);
      await sendExcel(reply, {
        filename: '参数配置.xlsx',
        columns: [
          { header: '参数配置序号', key: 'id', width: 12 },
          { header: '参数分类', key: 'category', width: 12 },
          { header: '参数名称', key: 'name', width: 28 },
          { header: '参数键名', key: 'key', width: 36 },
          { header: '参数键值', key: 'value', width: 24 },
          { header: '系统内置', key: 'type', width: 10, format: dictFormat(labels.get('infra_config_type')!) },
          { header: '是否可见', key: 'visible', width: 10, format: dictFormat(labels.get('infra_boolean_string')!) },
          { header: '备注', key: 'remark', width: 30 },
          { header: '创建时间', key: 'createTime', width: 20, format: formatDateTime },
        ],
        rows,
      });
    },
  });
}
