import { PostCreateReq, type PostResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';

const config: CrudConfig<PostResp> = {
  entity: '岗位',
  queryKey: ['system', 'post'],
  api: {
    page: '/system/post/page',
    get: '/system/post/get',
    create: '/system/post/create',
    update: '/system/post/update',
    delete: '/system/post/delete',
    export: '/system/post/export',
  },
  permissions: { create: 'system:post:create', update: 'system:post:update', delete: 'system:post:delete', export: 'system:post:export' },
  search: [
    { name: 'name', label: '岗位名称' },
    { name: 'code', label: '岗位编码' },
    { name: 'status', label: '状态', type: 'select', dict: 'common_status', placeholder: '岗位状态', width: 160 },
  ],
  columns: [
    { dataIndex: 'id', title: '岗位编号', width: 100 },
    { dataIndex: 'code', title: '岗位编码', ellipsis: true },
    { dataIndex: 'name', title: '岗位名称', ellipsis: true },
    { dataIndex: 'sort', title: '岗位顺序', width: 100 },
    { dataIndex: 'remark', title: '岗位备注', ellipsis: true },
    { dataIndex: 'status', title: '状态', type: 'dict', dict: 'common_status', width: 90 },
    { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
  ],
  form: {
    schema: PostCreateReq,
    width: 500,
    fields: [
      { name: 'name', label: '岗位名称', required: true },
      { name: 'code', label: '岗位编码', required: true },
      { name: 'sort', label: '岗位顺序', type: 'number', required: true, min: 0, initialValue: 0 },
      { name: 'status', label: '岗位状态', type: 'radio', dict: 'common_status', required: true, initialValue: 0 },
      { name: 'remark', label: '备注', type: 'textarea' },
    ],
  },
  actionWidth: 180,
  scrollX: 1000,
};

/** 岗位管理 (menu component system/post/index). */
export default function PostPage() {
  return <CrudPage config={config} />;
}
