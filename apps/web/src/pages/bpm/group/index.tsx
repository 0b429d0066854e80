import { useQuery } from '@tanstack/react-query';
import { BpmUserGroupCreateReq, type BpmUserGroupResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';
import { UserMultiSelect } from '../../../features/bpm/shared/pickers';
import { userSimpleQuery } from '../../system/user/user-api';

/** 成员 column: the members' nicknames. */
function Members({ ids }: { ids: number[] }) {
  const users = useQuery(userSimpleQuery);
  const names = new Map((users.data ?? []).map((u) => [u.id, u.nickname]));
  return <>{ids.map((id) => names.get(id) ?? `#${id}`).join('、')}</>;
}

const config: CrudConfig<BpmUserGroupResp> = {
  entity: '用户组',
  queryKey: ['bpm', 'user-group'],
  api: {
    page: '/bpm/user-group/page',
    get: '/bpm/user-group/get',
    create: '/bpm/user-group/create',
    update: '/bpm/user-group/update',
    delete: '/bpm/user-group/delete',
  },
  permissions: { create: 'bpm:user-group:create', update: 'bpm:user-group:update', delete: 'bpm:user-group:delete' },
  search: [
    { name: 'name', label: '组名', placeholder: '请输入组名' },
    { name: 'status', label: '状态', type: 'select', dict: 'common_status', placeholder: '请选择状态', width: 160 },
  ],
  columns: [
    { dataIndex: 'id', title: '编号', width: 90 },
    { dataIndex: 'name', title: '组名', width: 160, ellipsis: true },
    { dataIndex: 'description', title: '描述', ellipsis: true },
    { dataIndex: 'memberUserIds', title: '成员', ellipsis: true, render: (ids: number[]) => <Members ids={ids ?? []} /> },
    { dataIndex: 'status', title: '状态', type: 'dict', dict: 'common_status', width: 90 },
    { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
  ],
  form: {
    schema: BpmUserGroupCreateReq,
    width: 600,
    fields: [
      { name: 'name', label: '组名', required: true },
      { name: 'description', label: '描述', type: 'textarea' },
      { name: 'memberUserIds', label: '成员', type: 'custom', required: true, zod: false, render: () => <UserMultiSelect placeholder="请选择成员" /> },
      { name: 'status', label: '状态', type: 'radio', dict: 'common_status', required: true, initialValue: 0 },
    ],
  },
  actionWidth: 160,
  scrollX: 1000,
};

/** 用户分组 (menu component bpm/group/index): name, members, status. */
export default function BpmUserGroupPage() {
  return <CrudPage config={config} />;
}
