import { EyeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { BpmProcessInstanceCopyItem } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';
import { instanceDetailPath } from '../../../../features/bpm/shared/bpm-rules';

/** 抄送我的 (menu component bpm/task/copy/index): instances copied to me, who sent them from which task and why. */
export default function CopyPage() {
  const navigate = useNavigate();
  const config: CrudConfig<BpmProcessInstanceCopyItem> = {
    entity: '抄送',
    queryKey: ['bpm', 'process-instance', 'copy'],
    api: { page: '/bpm/process-instance/copy/page' },
    search: [
      { name: 'processInstanceName', label: '流程名称', placeholder: '请输入流程名称' },
      { name: 'createTime', label: '抄送时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'processInstanceName', title: '流程名', width: 160, ellipsis: true },
      { key: 'starter', title: '流程发起人', width: 120, render: (_v, row) => row.startUser.nickname },
      { dataIndex: 'processInstanceStartTime', title: '流程发起时间', type: 'datetime', width: 170 },
      { dataIndex: 'activityName', title: '抄送节点', width: 130, ellipsis: true },
      { key: 'from', title: '抄送人', width: 110, render: (_v, row) => row.createUser.nickname },
      { dataIndex: 'reason', title: '抄送意见', width: 180, ellipsis: true },
      { dataIndex: 'createTime', title: '抄送时间', type: 'datetime', width: 170 },
    ],
    rowActions: [
      { key: 'detail', label: '详情', icon: <EyeOutlined />, permission: 'bpm:process-instance-copy:query', onClick: (row) => void navigate(instanceDetailPath(row.processInstanceId)) },
    ],
    actionWidth: 110,
    scrollX: 1200,
  };
  return <CrudPage config={config} />;
}
