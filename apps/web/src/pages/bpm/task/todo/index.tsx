import { AuditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { BpmTaskTodoPageItem } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';
import { DictTag } from '../../../../shared/dict';
import { instanceDetailPath } from '../../../../features/bpm/shared/bpm-rules';

/** 待办任务 (menu component bpm/task/todo/index): my running tasks; 审批 opens the instance detail. */
export default function TodoTaskPage() {
  const navigate = useNavigate();
  const config: CrudConfig<BpmTaskTodoPageItem> = {
    entity: '待办任务',
    queryKey: ['bpm', 'task', 'todo'],
    api: { page: '/bpm/task/todo-page' },
    search: [
      { name: 'name', label: '任务名称', placeholder: '请输入任务名称' },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'id', title: '任务编号', width: 300, ellipsis: true },
      { dataIndex: 'name', title: '任务名称', width: 140, ellipsis: true },
      { key: 'processName', title: '所属流程', width: 140, ellipsis: true, render: (_v, row) => row.processInstance?.name },
      { key: 'starter', title: '流程发起人', width: 120, render: (_v, row) => row.processInstance?.startUserNickname },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 170 },
      {
        dataIndex: 'suspensionState',
        title: '状态',
        width: 90,
        render: (v: number) => <DictTag type="bpm_process_definition_suspension_state" value={v} />,
      },
    ],
    rowActions: [
      {
        key: 'audit',
        label: '审批',
        icon: <AuditOutlined />,
        permission: 'bpm:task:update',
        onClick: (row) => void navigate(instanceDetailPath(row.processInstance.id)),
      },
    ],
    actionWidth: 120,
    scrollX: 1100,
  };
  return <CrudPage config={config} />;
}
