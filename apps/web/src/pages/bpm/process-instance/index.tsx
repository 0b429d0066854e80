import { CloseCircleOutlined, EyeOutlined, PlusOutlined, RedoOutlined } from '@ant-design/icons';
import { App, Button, Segmented } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BpmProcessInstancePageItem, BpmUserSimple } from '@gprs/contract';
import { Access, useAccess } from '../../../shared/access';
import { CrudPage, type CrudConfig, type CrudContext } from '../../../shared/crud-kit';
import { instanceApi } from '../../../features/bpm/api/bpm-api';
import { INSTANCE_CREATE_PATH, instanceDetailPath, RESULT } from '../../../features/bpm/shared/bpm-rules';
import { ReasonDialog } from '../../../features/bpm/shared/reason-dialog';

type ManagerItem = BpmProcessInstancePageItem & { startUser?: BpmUserSimple | null; reason?: string | null };
type View = 'my' | 'all';

/**
 * 我的流程 (menu component bpm/processInstance/index): the instances I started; 发起流程, 详情, 取消 with a reason.
 * A process administrator (bpm:process-instance:query-all) switches to 全部流程: every instance with its starter and
 * why it stopped, 重试 for an instance in 异常 (its failed service tasks run again) and 取消 of any running one.
 */
export default function MyProcessInstancePage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const access = useAccess();
  const [view, setView] = useState<View>('my');
  const [cancelling, setCancelling] = useState<{ row: ManagerItem; ctx: CrudContext<ManagerItem>; admin: boolean } | null>(null);
  const manager = view === 'all';

  const config: CrudConfig<ManagerItem> = {
    entity: '流程实例',
    queryKey: ['bpm', 'process-instance', view],
    api: { page: manager ? '/bpm/process-instance/manager-page' : '/bpm/process-instance/my-page' },
    search: [
      { name: 'name', label: '流程名称', placeholder: '请输入流程名称' },
      { name: 'category', label: '流程分类', type: 'select', dict: 'bpm_model_category', dictValue: 'str', placeholder: '请选择流程分类', width: 160 },
      { name: 'status', label: '状态', type: 'select', dict: 'bpm_process_instance_status', placeholder: '请选择状态', width: 140 },
      { name: 'result', label: '结果', type: 'select', dict: 'bpm_process_instance_result', placeholder: '请选择结果', width: 140 },
      { name: 'createTime', label: '提交时间', type: 'dateRange' },
    ],
    columns: [
      // the manager view keeps the number short so that 结果 and 原因 are in sight
      { dataIndex: 'id', title: '流程编号', width: manager ? 120 : 300, ellipsis: true },
      { dataIndex: 'name', title: '流程名称', width: 140, ellipsis: true },
      { dataIndex: 'category', title: '流程分类', type: 'dict', dict: 'bpm_model_category', width: 110 },
      ...(manager
        ? [{ dataIndex: 'startUser', title: '发起人', render: (u: ManagerItem['startUser']) => u?.nickname ?? '', width: 120 }]
        : []),
      {
        dataIndex: 'tasks',
        title: '当前审批任务',
        width: 160,
        render: (tasks: BpmProcessInstancePageItem['tasks']) => (tasks ?? []).map((t) => t.name).join('、'),
      },
      { dataIndex: 'status', title: '状态', type: 'dict', dict: 'bpm_process_instance_status', width: 90 },
      { dataIndex: 'result', title: '结果', type: 'dict', dict: 'bpm_process_instance_result', width: 90 },
      ...(manager ? [{ dataIndex: 'reason', title: '原因', width: 260, ellipsis: true }] : []),
      { dataIndex: 'createTime', title: '提交时间', type: 'datetime', width: 170 },
      { dataIndex: 'endTime', title: '结束时间', type: 'datetime', width: 170 },
    ],
    toolbar: () => (
      <>
        {access.hasPermission('bpm:process-instance:query-all') && (
          <Segmented<View>
            value={view}
            onChange={setView}
            options={[
              { label: '我的流程', value: 'my' },
              { label: '全部流程（管理）', value: 'all' },
            ]}
          />
        )}
        <Access permission="bpm:process-instance:create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(INSTANCE_CREATE_PATH)}>
            发起流程
          </Button>
        </Access>
      </>
    ),
    rowActions: [
      { key: 'detail', label: '详情', icon: <EyeOutlined />, permission: 'bpm:process-instance:query', onClick: (row) => void navigate(instanceDetailPath(row.id)) },
      ...(manager
        ? [
            {
              key: 'retry',
              label: '重试',
              icon: <RedoOutlined />,
              permission: 'bpm:process-instance:retry',
              show: (row: ManagerItem) => row.status === 1 && row.result === RESULT.FAILED,
              onClick: async (row: ManagerItem, ctx: CrudContext<ManagerItem>) => {
                await instanceApi.retryJob(row.id);
                void message.success('已重新执行');
                ctx.refresh();
              },
            },
            {
              key: 'cancel-by-admin',
              label: '取消',
              icon: <CloseCircleOutlined />,
              danger: true,
              permission: 'bpm:process-instance:cancel-by-admin',
              show: (row: ManagerItem) => row.status === 1,
              onClick: (row: ManagerItem, ctx: CrudContext<ManagerItem>) => setCancelling({ row, ctx, admin: true }),
            },
          ]
        : [
            {
              key: 'cancel',
              label: '取消',
              icon: <CloseCircleOutlined />,
              danger: true,
              permission: 'bpm:process-instance:cancel',
              show: (row: ManagerItem) => row.result === RESULT.PROCESS,
              onClick: (row: ManagerItem, ctx: CrudContext<ManagerItem>) => setCancelling({ row, ctx, admin: false }),
            },
          ]),
    ],
    actionWidth: manager ? 200 : 160,
    scrollX: manager ? 1600 : 1400,
  };

  return (
    <>
      <CrudPage key={view} config={config} />
      {cancelling && (
        <ReasonDialog
          title={`取消流程「${cancelling.row.name}」`}
          reasonLabel="取消原因"
          okText="取消流程"
          danger
          onOk={async ({ reason }) => {
            await (cancelling.admin ? instanceApi.cancelByAdmin : instanceApi.cancel)(cancelling.row.id, reason);
            void message.success('取消成功');
            cancelling.ctx.refresh();
          }}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}
