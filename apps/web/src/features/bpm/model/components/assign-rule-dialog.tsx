import { EditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Modal, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { BpmTaskAssignRuleResp } from '@gprs/contract';
import { Access } from '../../../../shared/access';
import { DictTag, getIntDictOptions } from '../../../../shared/dict';
import { useDictStore } from '../../../../shared/stores/dict-store';
import { assignRuleApi } from '../../api/bpm-api';
import {
  DeptMultiSelect,
  PostMultiSelect,
  RoleMultiSelect,
  ScriptMultiSelect,
  useOptionLabels,
  UserGroupMultiSelect,
  UserMultiSelect,
} from '../../shared/pickers';
import { PICKER_LABELS, rulePicker, ruleOptionsText, type RulePicker } from '../assign-rule-rules';

export type AssignRuleTarget = { modelId: number } | { processDefinitionId: string };

const PICKERS: Record<RulePicker, typeof RoleMultiSelect> = {
  role: RoleMultiSelect,
  dept: DeptMultiSelect,
  post: PostMultiSelect,
  user: UserMultiSelect,
  group: UserGroupMultiSelect,
  script: ScriptMultiSelect,
};

interface RuleValues {
  type?: number;
  options?: number[];
}

/** 修改任务规则: the rule type, then the picker of that type. */
function RuleEditDialog({ modelId, rule, onClose }: { modelId: number; rule: BpmTaskAssignRuleResp; onClose(): void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const dictMap = useDictStore((s) => s.dictMap);
  const [form] = Form.useForm<RuleValues>();
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('type', form);
  const picker = rulePicker(type);
  const Picker = picker ? PICKERS[picker] : undefined;

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      if (rule.id === null) await assignRuleApi.create({ modelId, taskDefinitionKey: rule.taskDefinitionKey, type: v.type!, options: v.options ?? [] });
      else await assignRuleApi.update({ id: rule.id, type: v.type!, options: v.options ?? [] });
      await queryClient.invalidateQueries({ queryKey: ['bpm', 'task-assign-rule'] });
      void message.success(rule.id === null ? '新增成功' : '修改成功');
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title="修改任务规则" width={600} okText="确定" cancelText="取消" confirmLoading={saving} destroyOnHidden onOk={() => void submit().catch(() => undefined)} onCancel={onClose}>
      <Form
        form={form}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 18 }}
        name="bpm-assign-rule"
        initialValues={{ type: rule.type ?? undefined, options: rule.options }}
        onValuesChange={(changed: RuleValues) => {
          // another type picks from another list: its values start empty
          if ('type' in changed) form.setFieldValue('options', []);
        }}
      >
        <Form.Item label="任务名称">{rule.taskDefinitionName || rule.taskDefinitionKey}</Form.Item>
        <Form.Item label="任务标识">{rule.taskDefinitionKey}</Form.Item>
        <Form.Item label="规则类型" name="type" rules={[{ required: true, message: '规则类型不能为空' }]}>
          <Select placeholder="请选择规则类型" options={getIntDictOptions('bpm_task_assign_rule_type', dictMap)} />
        </Form.Item>
        {picker && Picker && (
          <Form.Item label={PICKER_LABELS[picker]} name="options" rules={[{ required: true, type: 'array', min: 1, message: `${PICKER_LABELS[picker]}不能为空` }]}>
            <Picker />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** 分配规则: one row per user task; editable for a model, read-only for a deployed definition. */
export function AssignRuleDialog({ target, title, onClose }: { target: AssignRuleTarget; title?: string; onClose(): void }) {
  const editable = 'modelId' in target;
  const rules = useQuery({
    queryKey: ['bpm', 'task-assign-rule', target],
    queryFn: () => ('modelId' in target ? assignRuleApi.listByModel(target.modelId) : assignRuleApi.listByDefinition(target.processDefinitionId)),
  });
  const labels = useOptionLabels();
  const [editing, setEditing] = useState<BpmTaskAssignRuleResp | null>(null);

  const columns: TableColumnsType<BpmTaskAssignRuleResp> = [
    { title: '任务名', dataIndex: 'taskDefinitionName', width: 160, render: (v: string, r) => v || r.taskDefinitionKey },
    { title: '任务标识', dataIndex: 'taskDefinitionKey', width: 160, ellipsis: true },
    {
      title: '规则类型',
      dataIndex: 'type',
      width: 130,
      render: (v: number | null) => (v === null ? <span style={{ color: '#ff4d4f' }}>未配置</span> : <DictTag type="bpm_task_assign_rule_type" value={v} />),
    },
    { title: '规则范围', key: 'options', render: (_: unknown, r) => ruleOptionsText(r.type, r.options, labels) },
  ];
  if (editable) {
    columns.push({
      title: '操作',
      key: 'actions',
      width: 100,
      align: 'center',
      render: (_: unknown, r) => (
        <Access permission="bpm:task-assign-rule:update">
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(r)}>
            修改
          </Button>
        </Access>
      ),
    });
  }

  return (
    <Modal open title={`任务分配规则${title ? `：${title}` : ''}`} width={900} footer={null} destroyOnHidden onCancel={onClose}>
      {rules.isError && <Alert type="error" showIcon style={{ marginBottom: 12 }} title="分配规则加载失败" description={(rules.error as Error | null)?.message} />}
      <Table<BpmTaskAssignRuleResp>
        data-testid="assign-rule-table"
        rowKey="taskDefinitionKey"
        size="small"
        columns={columns}
        dataSource={rules.data ?? []}
        loading={rules.isLoading}
        pagination={false}
        locale={{ emptyText: rules.isError ? '加载失败' : '流程图中没有用户任务' }}
      />
      {editable && editing && <RuleEditDialog modelId={target.modelId} rule={editing} onClose={() => setEditing(null)} />}
    </Modal>
  );
}
