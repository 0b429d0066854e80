import { CloseCircleOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BpmProcessInstancePageItem } from '@gprs/contract';
import { Access } from '../../../shared/access';
import { CrudPage, type CrudConfig, type CrudContext } from '../../../shared/crud-kit';
import { instanceApi } from '../../../features/bpm/api/bpm-api';
import { INSTANCE_CREATE_PATH, instanceDetailPath, RESULT } from '../../../features/bpm/shared/bpm-rules';
import { ReasonDialog } from '../../../features/bpm/shared/reason-dialog';

/** 我的流程 (menu component bpm/processInstance/index): the instances I started; 发起流程, 详情, 取消 with a reason. */
export default function MyProcessInstancePage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [cancelling, setCancelling] = useState<{ row: BpmProcessInstancePageItem; ctx: CrudContext<BpmProcessInstancePageItem> } | null>(null);

  const config: CrudConfig<BpmProcessInstancePageItem> = {
    entity: '流程实例',
    queryKey: ['bpm', 'process-instance', 'my'],
    api: { page: '/bpm/process-instance/my-page' },
    search: [
      { name: 'name', label: '流程名称', placeholder: '请输入流程名称' },
      { name: 'category', label: '流程分类', type: 'select', dict: 'bpm_model_category', dictValue: 'str', placeholder: '请选择流程分类', width: 160 },
      { name: 'status', label: '状态', type: 'select', dict: 'bpm_process_instance_status', placeholder: '请选择状态', width: 140 },
      { name: 'result', label: '结果', type: 'select', dict: 'bpm_process_instance_result', placeholder: '请选择结果', width: 140 },
      { name: 'createTime', label: '提交时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'id', title: '流程编号', width: 300, ellipsis: true },
      { dataIndex: 'name', title: '流程名称', width: 140, ellipsis: true },
      { dataIndex: 'category', title: '流程分类', type: 'dict', dict: 'bpm_model_category', width: 110 },
      {
        dataIndex: 'tasks',
        title: '当前审批任务',
        width: 160,
        render: (tasks: BpmProcessInstancePageItem['tasks']) => (tasks ?? []).map((t) => t.name).join('、'),
      },
      { dataIndex: 'status', title: '状态', type: 'dict', dict: 'bpm_process_instance_status', width: 90 },
      { dataIndex: 'result', title: '结果', type: 'dict', dict: 'bpm_process_instance_result', width: 90 },
      { dataIndex: 'createTime', title: '提交时间', type: 'datetime', width: 170 },
      { dataIndex: 'endTime', title: '结束时间', type: 'datetime', width: 170 },
    ],
    toolbar: () => (
      <Access permission="bpm:process-instance:create">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(INSTANCE_CREATE_PATH)}>
          发起流程
        </Button>
      </Access>
    ),
    rowActions: [
      { key: 'detail', label: '详情', icon: <EyeOutlined />, permission: 'bpm:process-instance:query', onClick: (row) => void navigate(instanceDetailPath(row.id)) },
      {
        key: 'cancel',
        label: '取消',
        icon: <CloseCircleOutlined />,
        danger: true,
        permission: 'bpm:process-instance:cancel',
        show: (row) => row.result === RESULT.PROCESS,
        onClick: (row, ctx) => setCancelling({ row, ctx }),
      },
    ],
    actionWidth: 160,
    scrollX: 1400,
  };

  return (
    <>
      <CrudPage config={config} />
      {cancelling && (
        <ReasonDialog
          title={`取消流程「${cancelling.row.name}」`}
          reasonLabel="取消原因"
          okText="取消流程"
          danger
          onOk={async ({ reason }) => {
            await instanceApi.cancel(cancelling.row.id, reason);
            void message.success('取消成功');
            cancelling.ctx.refresh();
          }}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}
