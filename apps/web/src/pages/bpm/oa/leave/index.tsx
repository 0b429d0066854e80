import { CloseCircleOutlined, EyeOutlined, NodeIndexOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BpmOALeaveResp } from '@gprs/contract';
import { Access } from '../../../../shared/access';
import { CrudPage, type CrudConfig, type CrudContext } from '../../../../shared/crud-kit';
import { instanceApi } from '../../../../features/bpm/api/bpm-api';
import { instanceDetailPath, LEAVE_CREATE_PATH, LEAVE_DETAIL_PATH, RESULT } from '../../../../features/bpm/shared/bpm-rules';
import { ReasonDialog } from '../../../../features/bpm/shared/reason-dialog';

/** 请假查询 (menu component bpm/oa/leave/index): my leaves; 发起请假, 详情, 进度, 取消. */
export default function OALeaveListPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [cancelling, setCancelling] = useState<{ row: BpmOALeaveResp; ctx: CrudContext<BpmOALeaveResp> } | null>(null);
  const config: CrudConfig<BpmOALeaveResp> = {
    entity: '请假',
    queryKey: ['bpm', 'oa-leave'],
    api: { page: '/bpm/oa/leave/page' },
    search: [
      { name: 'type', label: '请假类型', type: 'select', dict: 'bpm_oa_leave_type', placeholder: '请选择请假类型', width: 160 },
      { name: 'result', label: '结果', type: 'select', dict: 'bpm_process_instance_result', placeholder: '请选择结果', width: 140 },
      { name: 'reason', label: '原因', placeholder: '请输入原因' },
      { name: 'createTime', label: '申请时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'id', title: '申请编号', width: 100 },
      { dataIndex: 'result', title: '状态', type: 'dict', dict: 'bpm_process_instance_result', width: 90 },
      { dataIndex: 'startTime', title: '开始时间', type: 'datetime', width: 170 },
      { dataIndex: 'endTime', title: '结束时间', type: 'datetime', width: 170 },
      { dataIndex: 'type', title: '请假类型', type: 'dict', dict: 'bpm_oa_leave_type', width: 100 },
      { dataIndex: 'day', title: '天数', width: 80 },
      { dataIndex: 'reason', title: '原因', ellipsis: true },
      { dataIndex: 'createTime', title: '申请时间', type: 'datetime', width: 170 },
    ],
    toolbar: () => (
      <Access permission="bpm:oa-leave:create">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(LEAVE_CREATE_PATH)}>
          发起请假
        </Button>
      </Access>
    ),
    rowActions: [
      { key: 'detail', label: '详情', icon: <EyeOutlined />, permission: 'bpm:oa-leave:query', onClick: (row) => void navigate(`${LEAVE_DETAIL_PATH}?id=${row.id}`) },
      {
        key: 'progress',
        label: '进度',
        icon: <NodeIndexOutlined />,
        permission: 'bpm:oa-leave:query',
        show: (row) => !!row.processInstanceId,
        onClick: (row) => void navigate(instanceDetailPath(row.processInstanceId!)),
      },
      {
        key: 'cancel',
        label: '取消',
        icon: <CloseCircleOutlined />,
        danger: true,
        permission: 'bpm:process-instance:cancel',
        show: (row) => row.result === RESULT.PROCESS && !!row.processInstanceId,
        onClick: (row, ctx) => setCancelling({ row, ctx }),
      },
    ],
    actionWidth: 200,
    scrollX: 1300,
  };
  return (
    <>
      <CrudPage config={config} />
      {cancelling && (
        <ReasonDialog
          title={`取消请假申请（编号 ${cancelling.row.id}）`}
          reasonLabel="取消原因"
          okText="取消流程"
          danger
          onOk={async ({ reason }) => {
            await instanceApi.cancel(cancelling.row.processInstanceId!, reason);
            void message.success('取消成功');
            cancelling.ctx.refresh();
          }}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}
