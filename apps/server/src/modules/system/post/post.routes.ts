import type { FastifyInstance } from 'fastify';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { CommonStatus, PostCreateReq, PostFilter, PostUpdateReq, SystemError, type PostResp, type PostSimpleResp } from '@gprs/contract';
import { crudRoutes } from '../../../core/crud';
import { dictFormat, formatDateTime } from '../../../core/excel';
import { likeContains } from '../../../core/filters';
import { dictLabels } from '../dict/dict.service';
import { systemPost, type PostRow } from './post.schema';

export function toPostResp(row: PostRow): PostResp {
  return { id: row.id, code: row.code, name: row.name, sort: row.sort, status: row.status, remark: row.remark, createTime: row.createTime.getTime() };
}

function postWhere(f: PostFilter): SQL | undefined {
  return and(
    f.code ? likeContains(systemPost.code, f.code) : undefined,
    f.name ? likeContains(systemPost.name, f.name) : undefined,
    f.status !== undefined ? eq(systemPost.status, f.status) : undefined,
  );
}

/** 岗位管理: /system/post/{page,get,create,update,delete,export,list-all-simple}. */
export function postRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/system/post',
    table: systemPost,
    permission: 'system:post',
    create: PostCreateReq,
    update: PostUpdateReq,
    filter: PostFilter,
    where: postWhere,
    orderBy: [asc(systemPost.sort), asc(systemPost.id)],
    notFound: SystemError.POST_NOT_FOUND,
    unique: [
      { field: 'name', column: systemPost.name, error: SystemError.POST_NAME_DUPLICATE, constraint: 'system_post_name_unique' },
      { field: 'code', column: systemPost.code, error: SystemError.POST_CODE_DUPLICATE, constraint: 'system_post_code_unique' },
    ],
    toVO: toPostResp,
    export: {
      filename: '岗位数据.xlsx',
      columns: async (db) => {
        const labels = await dictLabels(db, ['common_status']);
        return [
          { header: '岗位序号', key: 'id', width: 10 },
          { header: '岗位编码', key: 'code', width: 16 },
          { header: '岗位名称', key: 'name', width: 16 },
          { header: '岗位排序', key: 'sort', width: 10 },
          { header: '状态', key: 'status', width: 10, format: dictFormat(labels.get('common_status')!) },
          { header: '备注', key: 'remark', width: 30 },
          { header: '创建时间', key: 'createTime', width: 20, format: formatDateTime },
        ];
      },
    },
    listAllSimple: {
      alsoSimpleList: true,
      // 岗位管理, and the post picker of 用户管理
      permission: ['system:post:query', 'system:user:query', 'bpm:task-assign-rule:query'],
      where: eq(systemPost.status, CommonStatus.ENABLE),
      map: (row): PostSimpleResp => ({ id: row.id, name: row.name }),
    },
  });
}
