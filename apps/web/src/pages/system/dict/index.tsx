import { useState } from 'react';
import { App, Button, Card, DatePicker, Form, Input, Modal, Radio, Select, Space, Table } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DictTypeCreateReq, type DictTypeResp, type DictTypeSaveReq } from '@gprs/contract';
import type { Dayjs } from 'dayjs';
import { Access } from '../../../shared/access';
import { DictTag, getIntDictOptions } from '../../../shared/dict';
import { saveBlob } from '../../../shared/request';
import { formatDate } from '../../../shared/utils/date';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, RightToolbar, TablePagination, useConfirm, visibleColumns, columnKey } from '../../../shared/table-kit';
import { dictTypeApi, zodField, type DictTypeQuery } from './dict-api';

interface SearchValues {
  name?: string;
  type?: string;
  status?: number;
  createTime?: [Dayjs, Dayjs] | null;
}

const KEY = ['system', 'dict-type'] as const;

function toQuery(v: SearchValues, pageSize: number): DictTypeQuery {
  return {
    pageNo: FIRST_PAGE,
    pageSize,
    name: v.name || undefined,
    type: v.type || undefined,
    status: v.status,
    createTime: v.createTime ? [v.createTime[0].format('YYYY-MM-DD 00:00:00'), v.createTime[1].format('YYYY-MM-DD 23:59:59')] : undefined,
  };
}

function DictTypeForm({ editing, onClose }: { editing: DictTypeResp | 'new'; onClose(saved: boolean): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<DictTypeSaveReq>();
  const isNew = editing === 'new';
  const save = useMutation({
    mutationFn: (v: DictTypeSaveReq): Promise<unknown> => (isNew ? dictTypeApi.create(v) : dictTypeApi.update({ ...v, id: editing.id })),
    onSuccess: () => {
      void message.success(isNew ? '新增成功' : '修改成功');
      onClose(true);
    },
  });
  return (
    <Modal
      title={isNew ? '添加字典类型' : '修改字典类型'}
      open
      width={500}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Form
        form={form}
        labelCol={{ span: 5 }}
        initialValues={isNew ? { status: 0 } : { name: editing.name, type: editing.type, status: editing.status, remark: editing.remark ?? '' }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item label="字典名称" name="name" rules={[{ required: true, message: '字典名称不能为空' }, zodField(DictTypeCreateReq, 'name')]}>
          <Input placeholder="请输入字典名称" />
        </Form.Item>
        <Form.Item label="字典类型" name="type" rules={[{ required: true, message: '字典类型不能为空' }, zodField(DictTypeCreateReq, 'type')]}>
          <Input placeholder="请输入字典类型" disabled={!isNew} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Radio.Group options={getIntDictOptions('common_status').map((o) => ({ label: o.label, value: o.value }))} />
        </Form.Item>
        <Form.Item label="备注" name="remark">
          <Input.TextArea placeholder="请输入内容" maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 字典管理 (menu component system/dict/index): dictionary types on the generic table kit. */
export default function DictTypePage() {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SearchValues>();
  const [showSearch, setShowSearch] = useState(true);
  const [query, setQuery] = useState<DictTypeQuery>({ pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE });
  const [hidden, setHidden] = useState<string[]>([]);
  const [editing, setEditing] = useState<DictTypeResp | 'new' | null>(null);
  const [exporting, setExporting] = useState(false);
  const page = useQuery({ queryKey: [...KEY, query], queryFn: () => dictTypeApi.page(query) });

  const remove = async (row: DictTypeResp) => {
    if (!(await confirm(`是否确认删除字典编号为"${row.id}"的数据项？`))) return;
    await dictTypeApi.remove(row.id);
    void message.success('删除成功');
    await queryClient.invalidateQueries({ queryKey: KEY });
  };

  const exportXlsx = async () => {
    if (!(await confirm('是否确认导出所有字典类型数据项？'))) return;
    setExporting(true);
    try {
      const { pageNo: _p, pageSize: _s, ...filters } = query;
      const { blob, fileName } = await dictTypeApi.export(filters);
      saveBlob(blob, fileName || '字典类型.xlsx');
    } finally {
      setExporting(false);
    }
  };

  const columns = [
    { title: '字典编号', dataIndex: 'id', key: 'id', width: 100 },
    { title: '字典名称', dataIndex: 'name', key: 'name', ellipsis: true },
    {
      title: '字典类型',
      dataIndex: 'type',
      key: 'type',
      ellipsis: true,
      render: (v: string, r: DictTypeResp) => <Link to={`/dict/type/data/${r.id}`}>{v}</Link>,
    },
    { title: '状态', dataIndex: 'status', key: 'status', width: 90, render: (v: number) => <DictTag type="common_status" value={v} /> },
    { title: '备注', dataIndex: 'remark', key: 'remark', ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', width: 180, render: (v: number) => formatDate(v) },
    {
      title: '操作',
      key: 'action',
      width: 160,
      render: (_: unknown, r: DictTypeResp) => (
        <Space size={0}>
          <Access permission="system:dict:update">
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(r)}>
              修改
            </Button>
          </Access>
          <Access permission="system:dict:delete">
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(r)}>
              删除
            </Button>
          </Access>
        </Space>
      ),
    },
  ];

  return (
    <Card>
      {showSearch ? (
        <Form form={form} layout="inline" style={{ marginBottom: 16, rowGap: 12 }} onFinish={(v) => setQuery(toQuery(v, query.pageSize))}>
          <Form.Item label="字典名称" name="name">
            <Input placeholder="请输入字典名称" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="字典类型" name="type">
            <Input placeholder="请输入字典类型" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select placeholder="字典状态" allowClear style={{ width: 160 }} options={getIntDictOptions('common_status').map((o) => ({ label: o.label, value: o.value }))} />
          </Form.Item>
          <Form.Item label="创建时间" name="createTime">
            <DatePicker.RangePicker />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                搜索
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setQuery(toQuery({}, query.pageSize));
                }}
              >
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
      ) : null}
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
        <Space>
          <Access permission="system:dict:create">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              新增
            </Button>
          </Access>
          <Access permission="system:dict:export">
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportXlsx()}>
              导出
            </Button>
          </Access>
        </Space>
        <RightToolbar
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={() => void page.refetch()}
          columns={columns.filter((c) => c.key !== 'action').map((c) => ({ key: columnKey(c), title: c.title }))}
          hiddenKeys={hidden}
          onHiddenKeysChange={setHidden}
        />
      </div>
      <Table<DictTypeResp>
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        columns={visibleColumns(columns, hidden)}
        pagination={false}
        scroll={{ x: 900 }}
      />
      <TablePagination
        total={page.data?.total ?? 0}
        page={query.pageNo}
        limit={query.pageSize}
        onChange={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
      />
      {editing ? (
        <DictTypeForm
          editing={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void queryClient.invalidateQueries({ queryKey: KEY });
          }}
        />
      ) : null}
    </Card>
  );
}
