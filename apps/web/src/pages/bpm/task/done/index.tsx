import { EyeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { BpmTaskDonePageItem } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';
import { formatDuration, instanceDetailPath } from '../../../../features/bpm/shared/bpm-rules';

/** 已办任务 (menu component bpm/task/done/index): the tasks I finished, with result, reason and time taken. */
export default function DoneTaskPage() {
  const navigate = useNavigate();
  const config: CrudConfig<BpmTaskDonePageItem> = {
    entity: '已办任务',
    queryKey: ['bpm', 'task', 'done'],
    api: { page: '/bpm/task/done-page' },
    search: [
      { name: 'name', label: '任务名称', placeholder: '请输入任务名称' },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'id', title: '任务编号', width: 300, ellipsis: true },
      { dataIndex: 'name', title: '任务名称', width: 140, ellipsis: true },
      { key: 'processName', title: '所属流程', width: 140, ellipsis: true, render: (_v, row) => row.processInstance?.name },
      { key: 'starter', title: '流程发起人', width: 110, render: (_v, row) => row.processInstance?.startUserNickname },
      { dataIndex: 'result', title: '结果', type: 'dict', dict: 'bpm_process_instance_result', width: 90 },
      { dataIndex: 'reason', title: '审批意见', width: 180, ellipsis: true },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 170 },
      { dataIndex: 'endTime', title: '审批时间', type: 'datetime', width: 170 },
      { dataIndex: 'durationInMillis', title: '耗时', width: 130, render: (v: number) => formatDuration(v) },
    ],
    rowActions: [
      { key: 'detail', label: '详情', icon: <EyeOutlined />, permission: 'bpm:task:query', onClick: (row) => void navigate(instanceDetailPath(row.processInstance.id)) },
    ],
    actionWidth: 110,
    scrollX: 1500,
  };
  return <CrudPage config={config} />;
}
