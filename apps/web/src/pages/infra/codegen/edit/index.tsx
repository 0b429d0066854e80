import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Col, Form, Input, Row as GridRow, Select, Space, Spin, Table, Tabs, TreeSelect, type TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  CODEGEN_HTML_TYPE_LABELS,
  CODEGEN_HTML_TYPES,
  CODEGEN_QUERY_CONDITIONS,
  CODEGEN_TS_TYPES,
  CodegenTableSaveReq,
  CodegenUpdateReq,
  type CodegenColumnSaveReq,
  type CodegenDetailResp,
} from '@gprs/contract';
import { useOptions, zodRule } from '../../../../shared/crud-kit';
import { handleTree } from '../../../../shared/utils/tree';
import { useCloseCurrentTab } from '../../../../shared/tabs/use-close-tab';
import { codegenApi } from '../codegen-api';
import { columnErrorText, toColumnSave } from './columns';
import { RecordNotFound } from '../../../../features/errors/components/record-not-found';

const LIST_PATH = '/infra/codegen';

type TableForm = Omit<CodegenTableSaveReq, 'id' | 'scene'> & { tableName: string; scene: number };

const rule = (field: keyof CodegenTableSaveReq) => zodRule(CodegenTableSaveReq, field);

function DictSelect({ dict, id, value, onChange }: { dict: string; id?: string; value?: number; onChange?(v: number): void }) {
  const options = useOptions({ dict });
  return <Select id={id} value={value} onChange={onChange} options={options as { label: string; value: number }[]} placeholder="请选择" />;
}

/** /codegen/edit/:tableId — 修改生成配置: loads the table, then shows the editor. */
export default function CodegenEditPage() {
  const { tableId } = useParams();
  const id = Number(tableId);
  const closeTab = useCloseCurrentTab();
  const detail = useQuery({ queryKey: ['infra', 'codegen', 'detail', id], queryFn: () => codegenApi.detail(id), gcTime: 0, refetchOnWindowFocus: false });
  if (detail.isPending) return <Spin style={{ display: 'block', padding: 80 }} />;
  if (!detail.isError && !detail.data) return <RecordNotFound what="表定义" id={tableId} backTo={LIST_PATH} backText="返回代码生成" />;
  if (detail.isError || !detail.data) {
    return (
      <Card>
        <Alert
          type="error"
          showIcon
          title={detail.isError ? '数据加载失败' : '表定义不存在'}
          action={<Button onClick={() => closeTab(LIST_PATH)}>返回</Button>}
        />
      </Card>
    );
  }
  return <CodegenEditor key={detail.dataUpdatedAt} detail={detail.data} />;
}

/** 基本信息, 字段信息 and 生成信息 of one imported table, with 保存 / 返回. */
function CodegenEditor({ detail }: { detail: CodegenDetailResp }) {
  const id = detail.table.id;
  const closeTab = useCloseCurrentTab();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<TableForm>();
  const [tab, setTab] = useState('basic');
  const [columns, setColumns] = useState<CodegenColumnSaveReq[]>(() => detail.columns.map(toColumnSave));
  const [saving, setSaving] = useState(false);
  const initialValues = useMemo(() => {
    const { id: _id, createTime: _c, updateTime: _u, ...table } = detail.table;
    return { ...table, remark: table.remark ?? undefined, parentMenuId: table.parentMenuId ?? undefined };
  }, [detail.table]);

  const dictTypes = useQuery({ queryKey: ['system', 'dict-type', 'simple'], queryFn: codegenApi.dictTypes, staleTime: 60_000 });
  const menus = useQuery({ queryKey: ['system', 'menu', 'simple'], queryFn: codegenApi.menus, staleTime: 60_000 });

  const menuTree = useMemo(
    () => [{ id: 0, name: '主类目', parentId: -1, children: handleTree((menus.data ?? []).filter((m) => m.type !== 3)) }],
    [menus.data],
  );
  const dictOptions = useMemo(() => (dictTypes.data ?? []).map((d) => ({ label: d.name, value: d.type })), [dictTypes.data]);
  const physical = useMemo(() => new Map(detail.columns.map((c) => [c.id, c])), [detail.columns]);

  // 保存 / 返回 close this page's tab and go back to the list
  const back = () => closeTab(LIST_PATH);

  const setColumn = (columnId: number, patch: Partial<CodegenColumnSaveReq>) =>
    setColumns((list) => list.map((c) => (c.id === columnId ? { ...c, ...patch } : c)));

  const save = async () => {
    let values: TableForm;
    try {
      values = await form.validateFields();
    } catch (e) {
      const field = (e as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name[0];
      setTab(['tableName', 'tableComment', 'className', 'author', 'remark'].includes(String(field)) ? 'basic' : 'gen');
      return;
    }
    const { tableName: _t, ...table } = values;
    const body = { table: { ...table, id, remark: table.remark || null, parentMenuId: table.parentMenuId ?? null }, columns };
    const parsed = CodegenUpdateReq.safeParse(body);
    if (!parsed.success) {
      setTab('columns');
      void message.error(columnErrorText(parsed.error.issues[0], columns, physical));
      return;
    }
    setSaving(true);
    try {
      await codegenApi.update(parsed.data);
      void message.success('修改成功');
      void queryClient.invalidateQueries({ queryKey: ['infra', 'codegen'] });
      back();
    } finally {
      setSaving(false);
    }
  };

  const columnTable: TableColumnsType<CodegenColumnSaveReq> = [
    { key: 'columnName', title: '字段列名', width: 150, fixed: 'left', render: (_, r) => physical.get(r.id)?.columnName },
    {
      key: 'columnComment',
      title: '字段描述',
      width: 160,
      render: (_, r) => (
        <Input aria-label="字段描述" value={r.columnComment} status={r.columnComment.trim() ? undefined : 'error'} onChange={(e) => setColumn(r.id, { columnComment: e.target.value })} />
      ),
    },
    { key: 'dataType', title: '物理类型', width: 170, ellipsis: true, render: (_, r) => physical.get(r.id)?.dataType },
    {
      key: 'tsType',
      title: 'TS 类型',
      width: 120,
      render: (_, r) => (
        <Select aria-label="TS 类型" value={r.tsType} style={{ width: '100%' }} options={CODEGEN_TS_TYPES.map((t) => ({ label: t, value: t }))} onChange={(v) => setColumn(r.id, { tsType: v })} />
      ),
    },
    ...(
      [
        ['createOperation', '插入'],
        ['updateOperation', '编辑'],
        ['listOperationResult', '列表'],
        ['listOperation', '查询'],
      ] as const
    ).map(([key, title]) => ({
      key,
      title,
      width: 60,
      align: 'center' as const,
      render: (_: unknown, r: CodegenColumnSaveReq) => <Checkbox aria-label={title} checked={r[key]} onChange={(e) => setColumn(r.id, { [key]: e.target.checked })} />,
    })),
    {
      key: 'listOperationCondition',
      title: '查询方式',
      width: 120,
      render: (_, r) => (
        <Select
          aria-label="查询方式"
          value={r.listOperationCondition}
          style={{ width: '100%' }}
          options={CODEGEN_QUERY_CONDITIONS.map((c) => ({ label: c, value: c }))}
          onChange={(v) => setColumn(r.id, { listOperationCondition: v })}
        />
      ),
    },
    {
      key: 'nullable',
      title: '允许空',
      width: 70,
      align: 'center',
      render: (_, r) => <Checkbox aria-label="允许空" checked={r.nullable} onChange={(e) => setColumn(r.id, { nullable: e.target.checked })} />,
    },
    {
      key: 'htmlType',
      title: '显示类型',
      width: 140,
      render: (_, r) => (
        <Select
          aria-label="显示类型"
          value={r.htmlType}
          style={{ width: '100%' }}
          options={CODEGEN_HTML_TYPES.map((h) => ({ label: CODEGEN_HTML_TYPE_LABELS[h], value: h }))}
          onChange={(v) => setColumn(r.id, { htmlType: v })}
        />
      ),
    },
    {
      key: 'dictType',
      title: '字典类型',
      width: 180,
      render: (_, r) => (
        <Select
          aria-label="字典类型"
          value={r.dictType || undefined}
          style={{ width: '100%' }}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="请选择"
          options={dictOptions}
          onChange={(v?: string) => setColumn(r.id, { dictType: v ?? '' })}
        />
      ),
    },
    {
      key: 'example',
      title: '示例',
      width: 140,
      render: (_, r) => <Input aria-label="示例" value={r.example} maxLength={64} onChange={(e) => setColumn(r.id, { example: e.target.value })} />,
    },
  ];

  return (
    <Card>
      <Form form={form} name="codegen-edit" initialValues={initialValues} labelCol={{ flex: '110px' }} wrapperCol={{ flex: 1 }}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'basic',
              label: '基本信息',
              forceRender: true,
              children: (
                <GridRow gutter={24}>
                  <Col span={12}>
                    <Form.Item label="表名称" name="tableName">
                      <Input disabled />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item label="表描述" name="tableComment" rules={[rule('tableComment')]} required>
                      <Input placeholder="请输入表描述" />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item label="实体类名称" name="className" rules={[rule('className')]} required tooltip="默认去除表名的前缀。如果存在重复，则需要手动添加前缀，避免冲突">
                      <Input placeholder="请输入实体类名称" />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item label="作者" name="author" rules={[rule('author')]} required>
                      <Input placeholder="请输入作者" />
                    </Form.Item>
                  </Col>
                  <Col span={24}>
                    <Form.Item label="备注" name="remark" rules={[rule('remark')]}>
                      <Input.TextArea rows={3} placeholder="请输入备注" />
                    </Form.Item>
                  </Col>
                </GridRow>
              ),
            },
            {
              key: 'columns',
              label: '字段信息',
              forceRender: true,
              children: <Table<CodegenColumnSaveReq> rowKey="id" size="small" dataSource={columns} columns={columnTable} pagination={false} scroll={{ x: 1700, y: 560 }} />,
            },
            {
              key: 'gen',
              label: '生成信息',
              forceRender: true,
              children: (
                <GridRow gutter={24}>
                  <Col span={12}>
                    <Form.Item label="模板类型" name="templateType" rules={[rule('templateType')]} required>
                      <DictSelect dict="infra_codegen_template_type" />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item label="前端类型" name="frontType" rules={[rule('frontType')]} required>
                      <DictSelect dict="infra_codegen_front_type" />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item label="生成场景" name="scene" rules={[rule('scene')]} required>
                      <DictSelect dict="infra_codegen_scene" />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item label="上级菜单" name="parentMenuId" tooltip="分配到指定菜单下，例如 系统管理">
                      <TreeSelect
                        treeData={menuTree}
                        fieldNames={{ label: 'name', value: 'id', children: 'children' }}
                        showSearch={{ treeNodeFilterProp: 'name' }}
                        treeDefaultExpandedKeys={[0]}
                        allowClear
                        placeholder="请选择系统菜单"
                        listHeight={360}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item label="模块名" name="moduleName" rules={[rule('moduleName')]} required tooltip="模块名，即一级目录，例如 system、infra、stock 等等">
                      <Input placeholder="请输入模块名" />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item label="业务名" name="businessName" rules={[rule('businessName')]} required tooltip="业务名，即二级目录，例如 user、essay-comment 等等">
                      <Input placeholder="请输入业务名" />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    {/* the same field as 实体类名称 on 基本信息, under its own element id */}
                    <Form.Item
                      label="类名称"
                      name="className"
                      htmlFor="codegen-edit_genClassName"
                      rules={[rule('className')]}
                      required
                      tooltip="类名称（首字母大写），例如 SystemUser、StockEssayComment 等等"
                    >
                      <Input id="codegen-edit_genClassName" placeholder="请输入类名称" />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item label="类描述" name="classComment" rules={[rule('classComment')]} required tooltip="用作类描述，例如 用户">
                      <Input placeholder="请输入类描述" />
                    </Form.Item>
                  </Col>
                </GridRow>
              ),
            },
          ]}
        />
      </Form>
      <div style={{ display: 'flex', justifyContent: 'center', marginTop: 16 }}>
        <Space>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            保存
          </Button>
          <Button onClick={back}>返回</Button>
        </Space>
      </div>
    </Card>
  );
}

