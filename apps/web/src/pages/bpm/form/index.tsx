import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import type { BpmFormResp } from '@gprs/contract';
import { Access } from '../../../shared/access';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';
import { FORM_EDIT_PATH } from '../../../features/bpm/form/form-schema';

/** 流程表单 (menu component bpm/form/index, hidden route /bpm/manager/form): 新增 / 编辑 open the form designer. */
export default function BpmFormPage() {
  const navigate = useNavigate();
  const config: CrudConfig<BpmFormResp> = {
    entity: '流程表单',
    queryKey: ['bpm', 'form'],
    api: { page: '/bpm/form/page', delete: '/bpm/form/delete' },
    permissions: { delete: 'bpm:form:delete' },
    search: [{ name: 'name', label: '表单名', placeholder: '请输入表单名' }],
    columns: [
      { dataIndex: 'id', title: '编号', width: 90 },
      { dataIndex: 'name', title: '表单名', ellipsis: true },
      { key: 'fields', title: '字段数', width: 90, render: (_v, row) => Object.keys(row.schema?.properties ?? {}).length },
      { dataIndex: 'status', title: '状态', type: 'dict', dict: 'common_status', width: 90 },
      { dataIndex: 'remark', title: '备注', ellipsis: true },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
    ],
    toolbar: () => (
      <Access permission="bpm:form:create">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(FORM_EDIT_PATH)}>
          新增
        </Button>
      </Access>
    ),
    rowActions: [
      {
        key: 'edit',
        label: '编辑',
        icon: <EditOutlined />,
        permission: 'bpm:form:update',
        onClick: (row) => void navigate(`${FORM_EDIT_PATH}?id=${row.id}`),
      },
    ],
    deleteText: (row) => `是否确认删除表单名为"${row.name}"的数据项？`,
    actionWidth: 180,
  };
  return <CrudPage config={config} />;
}
