import { ApartmentOutlined, EyeOutlined, FieldTimeOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { App, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BpmProcessDefinitionResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';
import { definitionApi } from '../api/bpm-api';
import { AssignRuleDialog } from '../model/components/assign-rule-dialog';
import { DefinitionViewerDialog } from './definition-viewer-dialog';
import { TimerStartsDialog } from './timer-starts-dialog';

/** /bpm/manager/definition?key= — 流程定义: the deployed versions of a model; 查看, 分配规则 (read-only), 挂起 / 激活. */
export default function DefinitionPage() {
  const [params] = useSearchParams();
  const key = params.get('key') ?? undefined;
  const { message } = App.useApp();
  const [viewing, setViewing] = useState<BpmProcessDefinitionResp | undefined>();
  const [rules, setRules] = useState<BpmProcessDefinitionResp | undefined>();
  const [timers, setTimers] = useState<BpmProcessDefinitionResp | undefined>();

  const config: CrudConfig<BpmProcessDefinitionResp> = {
    entity: '流程定义',
    queryKey: ['bpm', 'process-definition', 'page', key ?? ''],
    api: { page: '/bpm/process-definition/page' },
    fixedParams: key ? { key } : {},
    columns: [
      { dataIndex: 'id', title: '定义编号', width: 300, ellipsis: true },
      { dataIndex: 'name', title: '流程名称', width: 140, ellipsis: true },
      { dataIndex: 'category', title: '流程分类', type: 'dict', dict: 'bpm_model_category', width: 110 },
      {
        key: 'form',
        title: '表单信息',
        width: 160,
        ellipsis: true,
        render: (_v, row) => (row.formType === 10 ? (row.formName ?? `表单 #${row.formId}`) : row.formType === 20 ? row.formCustomCreatePath : '暂无表单'),
      },
      { dataIndex: 'version', title: '流程版本', width: 100, render: (v: number) => <Tag color="blue">v{v}</Tag> },
      { dataIndex: 'suspensionState', title: '状态', type: 'dict', dict: 'bpm_process_definition_suspension_state', width: 90 },
      { dataIndex: 'deploymentTime', title: '部署时间', type: 'datetime', width: 170 },
      { dataIndex: 'description', title: '定义描述', ellipsis: true, width: 160 },
    ],
    rowActions: [
      { key: 'view', label: '查看', icon: <EyeOutlined />, permission: 'bpm:process-definition:query', onClick: (row) => setViewing(row) },
      { key: 'rules', label: '分配规则', icon: <ApartmentOutlined />, permission: 'bpm:task-assign-rule:query', onClick: (row) => setRules(row) },
      {
        key: 'timers',
        label: '定时启动',
        icon: <FieldTimeOutlined />,
        permission: 'bpm:process-definition:query',
        show: (row) => (row.timerStartCount ?? 0) > 0,
        onClick: (row) => setTimers(row),
      },
      {
        key: 'suspend',
        label: '挂起',
        icon: <PauseCircleOutlined />,
        danger: true,
        permission: 'bpm:process-definition:update',
        show: (row) => row.suspensionState === 1,
        onClick: async (row, ctx) => {
          if (!(await ctx.confirm(`确认要挂起流程「${row.name}」v${row.version} 吗？挂起后不能再发起该版本的流程，已有实例不受影响。`))) return;
          await definitionApi.updateSuspensionState(row.id, 2);
          void message.success('挂起成功');
          ctx.refresh();
        },
      },
      {
        key: 'activate',
        label: '激活',
        icon: <PlayCircleOutlined />,
        permission: 'bpm:process-definition:update',
        show: (row) => row.suspensionState === 2,
        onClick: async (row, ctx) => {
          if (!(await ctx.confirm(`确认要激活流程「${row.name}」v${row.version} 吗？`))) return;
          await definitionApi.updateSuspensionState(row.id, 1);
          void message.success('激活成功');
          ctx.refresh();
        },
      },
    ],
    actionWidth: 240,
    scrollX: 1500,
  };
  return (
    <>
      <CrudPage config={config} />
      <DefinitionViewerDialog definitionId={viewing?.id} title={viewing ? `${viewing.name} v${viewing.version}` : undefined} onClose={() => setViewing(undefined)} />
      <TimerStartsDialog definitionId={timers?.id} title={timers ? `${timers.name} v${timers.version}` : undefined} onClose={() => setTimers(undefined)} />
      {rules && <AssignRuleDialog target={{ processDefinitionId: rules.id }} title={`${rules.name} v${rules.version}`} onClose={() => setRules(undefined)} />}
    </>
  );
}
