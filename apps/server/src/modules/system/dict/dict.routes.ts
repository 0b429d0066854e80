import { batchDeleteRoutes } from '../../../core/crud';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DictDataCreateReq,
  DictDataFilter,
  DictDataPageReq,
  DictDataUpdateReq,
  DictTypeCreateReq,
  DictTypeFilter,
  DictTypePageReq,
  DictTypeUpdateReq,
  IdQuery,
} from '@gprs/contract';
import { route } from '../../../core/route';
import { ProcessCache } from '../../../core/cache-bus';
import { badRequest } from '../../../core/errors';
import { dictFormat, formatDateTime, sendExcel } from '../../../core/excel';
import {
  createDictData,
  createDictType,
  deleteDictData,
  deleteDictType,
  dictLabels,
  getDictData,
  getDictDataPage,
  getDictType,
  getDictTypePage,
  listAllSimpleDictData,
  listDictDataByType,
  listDictDataForExport,
  listDictTypesForExport,
  listSimpleDictTypes,
  toDictDataResp,
  toDictTypeResp,
  updateDictData,
  updateDictType,
} from './dict.service';

const PERM = {
  query: 'system:dict:query',
  create: 'system:dict:create',
  update: 'system:dict:update',
  delete: 'system:dict:delete',
  export: 'system:dict:export',
};

const TypeParam = z.string().min(1).max(100);

/** 字典管理: /system/dict-type/* and /system/dict-data/*. */
export function dictRoutes(app: FastifyInstance): void {
  // every enabled dictionary entry, read by each page load of the console and the site (decision 0023)
  const allSimple = new ProcessCache<'all', Awaited<ReturnType<typeof listAllSimpleDictData>>>(app.cacheBus, ['dict']);

  // ------------------------------------------------------------ dictionary types
  route(app, {
    method: 'GET',
    url: '/system/dict-type/page',
    permission: PERM.query,
    query: DictTypePageReq,
    handler: ({ db, query }) => getDictTypePage(db, query),
  });

  route(app, {
    method: 'GET',
    url: '/system/dict-type/get',
    permission: PERM.query,
    query: IdQuery,
    handler: async ({ db, query }) => {
      const row = await getDictType(db, query.id);
      return row ? toDictTypeResp(row) : null;
    },
  });

  route(app, {
    method: 'POST',
    url: '/system/dict-type/create',
    permission: PERM.create,
    body: DictTypeCreateReq,
    handler: ({ db, body, user }) => createDictType(db, body, String(user.id)),
  });

  route(app, {
    method: 'PUT',
    url: '/system/dict-type/update',
    permission: PERM.update,
    body: DictTypeUpdateReq,
    handler: async ({ db, body, user }) => {
      await updateDictType(db, body.id, body, String(user.id));
      return true;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/system/dict-type/delete',
    permission: PERM.delete,
    query: IdQuery,
    handler: async ({ db, query }) => {
      await deleteDictType(db, query.id);
      return true;
    },
  });
  batchDeleteRoutes(app, { path: '/system/dict-type', permission: PERM.delete }, ({ db }, id) => deleteDictType(db, id));

  // yudao 2.x answers the same list at simple-list (the Vue 3 admin's name)
  for (const url of ['/system/dict-type/list-all-simple', '/system/dict-type/simple-list']) route(app, {
    method: 'GET',
    url,
    // 字典管理, and the dictionary picker of 代码生成
    permission: ['system:dict:query', 'infra:codegen:query'],
    handler: ({ db }) => listSimpleDictTypes(db),
  });

  route(app, {
    method: 'GET',
    url: '/system/dict-type/export',
    permission: PERM.export,
    query: DictTypeFilter,
    raw: true,
    handler: async ({ db, query, reply }) => {
      const [rows, labels] = await Promise.all([listDictTypesForExport(db, query), dictLabels(db, ['common_status'])]);
      await sendExcel(reply, {
        filename: '字典类型.xlsx',
        columns: [
          { header: '字典主键', key: 'id', width: 10 },
          { header: '字典名称', key: 'name', width: 24 },
          { header: '字典类型', key: 'type', width: 32 },
          { header: '状态', key: 'status', width: 10, format: dictFormat(labels.get('common_status')!) },
          { header: '备注', key: 'remark', width: 30 },
          { header: '创建时间', key: 'createTime', width: 20, format: formatDateTime },
        ],
        rows,
      });
    },
  });

  // ------------------------------------------------------------ dictionary data
  route(app, {
    method: 'GET',
    url: '/system/dict-data/page',
    permission: PERM.query,
    query: DictDataPageReq,
    handler: ({ db, query }) => getDictDataPage(db, query),
  });

  route(app, {
    method: 'GET',
    url: '/system/dict-data/get',
    permission: PERM.query,
    query: IdQuery,
    handler: async ({ db, query }) => {
      const row = await getDictData(db, query.id);
      return row ? toDictDataResp(row) : null;
    },
  });

  route(app, {
    method: 'GET',
    url: '/system/dict-data/type/:type',
    auth: 'user',
    handler: ({ db, params }) => {
      const type = TypeParam.safeParse(params.type);
      if (!type.success) throw badRequest('type 字典类型不正确');
      return listDictDataByType(db, type.data);
    },
  });

  route(app, {
    method: 'POST',
    url: '/system/dict-data/create',
    permission: PERM.create,
    body: DictDataCreateReq,
    handler: ({ db, body, user }) => createDictData(db, body, String(user.id)),
  });

  route(app, {
    method: 'PUT',
    url: '/system/dict-data/update',
    permission: PERM.update,
    body: DictDataUpdateReq,
    handler: async ({ db, body, user }) => {
      await updateDictData(db, body.id, body, String(user.id));
      return true;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/system/dict-data/delete',
    permission: PERM.delete,
    query: IdQuery,
    handler: async ({ db, query }) => {
      await deleteDictData(db, query.id);
      return true;
    },
  });

  // yudao 2.x answers the same list at simple-list (the Vue 3 admin's name)
  for (const url of ['/system/dict-data/list-all-simple', '/system/dict-data/simple-list']) route(app, {
    method: 'GET',
    url,
    auth: 'user',
    handler: ({ db }) => allSimple.get('all', () => listAllSimpleDictData(db)),
  });

  route(app, {
    method: 'GET',
    url: '/system/dict-data/export',
    permission: PERM.export,
    query: DictDataFilter,
    raw: true,
    handler: async ({ db, query, reply }) => {
      const [rows, labels] = await Promise.all([listDictDataForExport(db, query), dictLabels(db, ['common_status'])]);
      await sendExcel(reply, {
        filename: '字典数据.xlsx',
        columns: [
          { header: '字典编码', key: 'id', width: 10 },
          { header: '字典排序', key: 'sort', width: 10 },
          { header: '字典标签', key: 'label', width: 20 },
          { header: '字典键值', key: 'value', width: 20 },
          { header: '字典类型', key: 'dictType', width: 32 },
          { header: '状态', key: 'status', width: 10, format: dictFormat(labels.get('common_status')!) },
          { header: '颜色类型', key: 'colorType', width: 12 },
          { header: '备注', key: 'remark', width: 30 },
          { header: '创建时间', key: 'createTime', width: 20, format: formatDateTime },
        ],
        rows,
      });
    },
  });
}
