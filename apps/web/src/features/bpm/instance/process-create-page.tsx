import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Empty, Row, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BpmProcessDefinitionResp } from '@gprs/contract';
import { getDictLabel } from '../../../shared/dict';
import { useDictStore } from '../../../shared/stores/dict-store';
import { definitionApi, instanceApi } from '../api/bpm-api';
import { toSchemas } from '../form/form-schema';
import { ProcessForm } from '../form/process-form';
import { groupByCategory, instanceDetailPath } from '../shared/bpm-rules';

const ALL = '__all__';

/** /bpm/process-instance/create — 发起流程: pick a deployed (active) process by category, fill its form or open its business form. */
export default function ProcessCreatePage() {
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const dictMap = useDictStore((s) => s.dictMap);
  const [category, setCategory] = useState<string>(ALL);
  const [chosen, setChosen] = useState<BpmProcessDefinitionResp | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const list = useQuery({ queryKey: ['bpm', 'process-definition', 'list', 'active'], queryFn: () => definitionApi.list({ suspensionState: 1 }) });
  const groups = useMemo(() => groupByCategory(list.data ?? []), [list.data]);
  const shown = category === ALL ? (list.data ?? []) : (groups.get(category) ?? []);

  const start = async (definition: BpmProcessDefinitionResp, variables: Record<string, unknown>) => {
    setSubmitting(true);
    try {
      const id = await instanceApi.create(definition.id, variables);
      void message.success('发起流程成功');
      void navigate(instanceDetailPath(id));
    } finally {
      setSubmitting(false);
    }
  };

  const choose = (d: BpmProcessDefinitionResp) => {
    if (d.formType === 20 && d.formCustomCreatePath) return void navigate(d.formCustomCreatePath);
    if (d.formType === 10 && d.formSchema) return setChosen(d);
    modal.confirm({
      title: '系统提示',
      content: `流程「${d.name}」没有表单，确定直接发起吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: () => start(d, {}),
    });
  };

  if (chosen) {
    return (
      <Card
        data-testid="bpm-process-create-form"
        title={
          <Space>
            <Button type="text" icon={<ArrowLeftOutlined />} aria-label="返回" onClick={() => setChosen(null)} />
            申请信息【{chosen.name}】
          </Space>
        }
      >
        <div style={{ maxWidth: 720 }}>
          <ProcessForm form={toSchemas(chosen.formSchema, chosen.formUiSchema)} disabled={submitting} onSubmit={(data) => void start(chosen, data).catch(() => undefined)}>
            <Space>
              <Button type="primary" htmlType="submit" loading={submitting}>
                提交
              </Button>
              <Button onClick={() => setChosen(null)}>取消</Button>
            </Space>
          </ProcessForm>
        </div>
      </Card>
    );
  }

  const categories = [...groups.keys()];
  return (
    <Card data-testid="bpm-process-create" title="选择流程">
      {list.isLoading ? (
        <Spin style={{ display: 'block', padding: 60 }} />
      ) : list.isError ? (
        <Alert type="error" showIcon title="流程列表加载失败" description={(list.error as Error | null)?.message} action={<Button onClick={() => void list.refetch()}>重试</Button>} />
      ) : (list.data ?? []).length === 0 ? (
        <Empty description="暂无可发起的流程，请先在流程模型中发布流程" />
      ) : (
        <>
          <Segmented
            style={{ marginBottom: 16 }}
            value={category}
            onChange={(v) => setCategory(String(v))}
            options={[{ label: '全部', value: ALL }, ...categories.map((c) => ({ label: c ? getDictLabel('bpm_model_category', c, dictMap) || c : '未分类', value: c }))]}
          />
          <Row gutter={[16, 16]}>
            {shown.map((d) => (
              <Col key={d.id} xs={24} sm={12} md={8} xl={6}>
                <Card hoverable size="small" onClick={() => choose(d)} data-testid="bpm-definition-card">
                  <Typography.Text strong>{d.name}</Typography.Text>
                  <div style={{ marginTop: 6 }}>
                    <Tag color="blue">v{d.version}</Tag>
                    {d.formType === 20 ? <Tag color="green">业务表单</Tag> : d.formType === 10 ? <Tag>{d.formName ?? '流程表单'}</Tag> : null}
                  </div>
                  <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '6px 0 0', minHeight: 44 }}>
                    {d.description || '暂无描述'}
                  </Typography.Paragraph>
                </Card>
              </Col>
            ))}
          </Row>
        </>
      )}
    </Card>
  );
}
