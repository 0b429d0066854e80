import { ApartmentOutlined, CloudUploadOutlined, DeleteOutlined, EditOutlined, EyeOutlined, HistoryOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BpmModelVO } from '@gprs/contract';
import { Access, useAccess } from '../../../../shared/access';
import { DictTag, getStrDictOptions } from '../../../../shared/dict';
import { useDictStore } from '../../../../shared/stores/dict-store';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, RightToolbar, TablePagination, columnKey, visibleColumns } from '../../../../shared/table-kit';
import { formatDate } from '../../../../shared/utils/date';
import { useDeleteModel } from '../api/delete-model';
import { useModelPage } from '../api/get-model-page';
import { ModelFormDialog } from '../components/model-form-dialog';
import { ModelViewerDialog } from '../components/model-viewer-dialog';
import { designPath, MODEL_CATEGORY_DICT, pageParams } from '../model-rules';
import { SearchButtons } from '../../../../shared/crud-kit';
import { modelApi } from '../../api/bpm-api';
import { definitionPath } from '../../shared/bpm-rules';
import { AssignRuleDialog } from '../components/assign-rule-dialog';

interface SearchValues {
  key?: string;
  name?: string;
  category?: string;
}

/** 流程模型: search, list, create / edit, delete, view the diagram and open the designer. */
export default function ModelListPage() {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const { hasPermission } = useAccess();
  const dictMap = useDictStore((s) => s.dictMap);
  const [form] = Form.useForm<SearchValues>();
  const [filters, setFilters] = useState<SearchValues>({});
  const [paging, setPaging] = useState({ pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE });
  const [showSearch, setShowSearch] = useState(true);
  const [hiddenKeys, setHiddenKeys] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ open: boolean; model?: BpmModelVO }>({ open: false });
  const [viewing, setViewing] = useState<BpmModelVO | undefined>();
  const [rules, setRules] = useState<BpmModelVO | undefined>();
  const queryClient = useQueryClient();
  const query = useModelPage(pageParams(paging.pageNo, paging.pageSize, filters));
  const remove = useDeleteModel();

  const search = (values: SearchValues) => {
    setFilters(values);
    setPaging((p) => ({ ...p, pageNo: FIRST_PAGE }));
  };
  const reset = () => {
    form.resetFields();
    search({});
  };

  const confirmDelete = (row: BpmModelVO) => {
    modal.confirm({
      title: '系统提示',
      content: `是否确认删除流程名字为"${row.name}"的数据项？`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await remove.mutateAsync(row.id);
        message.success('删除成功');
      },
    });
  };

  // 发布: the server validates the model; its message names what is wrong (start event, rules, expressions, form …)
  const confirmDeploy = (row: BpmModelVO) => {
    modal.confirm({
      title: '系统提示',
      content: `是否发布流程「${row.name}」？发布后生成新的流程版本，已发起的流程继续按原版本运行。`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await modelApi.deploy(row.id);
        } catch (err) {
          modal.error({ title: '发布失败', content: (err as Error).message, okText: '知道了' });
          return;
        }
        message.success('发布成功');
        await queryClient.invalidateQueries({ queryKey: ['bpm'] });
      },
    });
  };

  const columns: TableColumnsType<BpmModelVO> = [
    { title: '流程标识', dataIndex: 'key', width: 180, ellipsis: true },
    {
      title: '流程名称',
      dataIndex: 'name',
      width: 200,
      ellipsis: true,
      render: (name: string, row) =>
        hasPermission('bpm:model:query') ? (
          <Typography.Link onClick={() => setViewing(row)}>{name}</Typography.Link>
        ) : (
          name
        ),
    },
    {
      title: '流程分类',
      dataIndex: 'category',
      width: 120,
      align: 'center',
      render: (value: string) => <DictTag type={MODEL_CATEGORY_DICT} value={value || undefined} />,
    },
    {
      title: '表单信息',
      key: 'form',
      width: 150,
      ellipsis: true,
      render: (_: unknown, row) =>
        row.formType === 10 ? (row.formName ?? `表单 #${row.formId}`) : row.formType === 20 ? row.formCustomCreatePath : <span style={{ color: '#999' }}>暂无表单</span>,
    },
    {
      title: '最新部署的流程定义',
      key: 'definition',
      width: 170,
      align: 'center',
      render: (_: unknown, row) =>
        row.processDefinition ? (
          <Space size={4}>
            <Tag color="blue">v{row.processDefinition.version}</Tag>
            <DictTag type="bpm_process_definition_suspension_state" value={row.processDefinition.suspensionState} />
          </Space>
        ) : (
          <Tag>未部署</Tag>
        ),
    },
    { title: '流程描述', dataIndex: 'description', ellipsis: true },
    { title: '更新时间', dataIndex: 'updateTime', width: 180, align: 'center', render: (v: number) => formatDate(v) },
    {
      title: '操作',
      key: 'actions',
      width: 420,
      align: 'center',
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0} wrap>
          <Access permission="bpm:model:query">
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setViewing(row)}>
              查看
            </Button>
          </Access>
          <Access permission="bpm:model:update">
            <Button type="link" size="small" icon={<SettingOutlined />} onClick={() => navigate(designPath(row.id))}>
              设计流程
            </Button>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ open: true, model: row })}>
              修改
            </Button>
          </Access>
          <Access permission="bpm:task-assign-rule:query">
            <Button type="link" size="small" icon={<ApartmentOutlined />} onClick={() => setRules(row)}>
              分配规则
            </Button>
          </Access>
          <Access permission="bpm:model:deploy">
            <Button type="link" size="small" icon={<CloudUploadOutlined />} onClick={() => confirmDeploy(row)}>
              发布
            </Button>
          </Access>
          <Access permission="bpm:process-definition:query">
            <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => navigate(definitionPath(row.key))}>
              流程定义
            </Button>
          </Access>
          <Access permission="bpm:model:delete">
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(row)}>
              删除
            </Button>
          </Access>
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless" data-testid="bpm-model-page">
      {showSearch && (
        <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 12 }} name="bpm-model-search">
          <Form.Item label="流程标识" name="key">
            <Input placeholder="请输入流程标识" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="流程名称" name="name">
            <Input placeholder="请输入流程名称" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="流程分类" name="category">
            <Select
              placeholder="请选择流程分类"
              allowClear
              style={{ width: 200 }}
              options={getStrDictOptions(MODEL_CATEGORY_DICT, dictMap)}
            />
          </Form.Item>
          <SearchButtons onReset={reset} />
        </Form>
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
        <Access permission="bpm:model:create">
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setEditing({ open: true })}>
            新建流程
          </Button>
        </Access>
        <div style={{ marginLeft: 'auto' }}>
          <RightToolbar
            showSearch={showSearch}
            onShowSearchChange={setShowSearch}
            onRefresh={() => void query.refetch()}
            columns={columns.filter((c) => c.key !== 'actions').map((c) => ({ key: columnKey(c), title: String(c.title) }))}
            hiddenKeys={hiddenKeys}
            onHiddenKeysChange={setHiddenKeys}
          />
        </div>
      </div>
      {query.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title="流程模型加载失败"
          description={(query.error as Error | null)?.message}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              重试
            </Button>
          }
        />
      )}
      <Table<BpmModelVO>
        rowKey="id"
        columns={visibleColumns(columns, hiddenKeys)}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        scroll={{ x: 1500 }}
        locale={{ emptyText: query.isError ? '加载失败' : '暂无流程模型' }}
        pagination={false}
      />
      <TablePagination
        total={query.data?.total ?? 0}
        page={paging.pageNo}
        limit={paging.pageSize}
        onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
      />
      <ModelFormDialog
        open={editing.open}
        model={editing.model}
        onClose={() => setEditing({ open: false })}
        onSaved={() => {
          message.success(editing.model ? '修改成功' : '新增成功');
          setEditing({ open: false });
        }}
      />
      {rules && <AssignRuleDialog target={{ modelId: rules.id }} title={rules.name} onClose={() => setRules(undefined)} />}
      <ModelViewerDialog modelId={viewing?.id} title={viewing?.name} onClose={() => setViewing(undefined)} />
    </Card>
  );
}
