import { useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Modal, Radio, Select, Space, Table, Tag } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DICT_COLOR_TYPES, DictDataCreateReq, type DictDataResp, type DictDataSaveReq } from '@gprs/contract';
import { Access } from '../../../../shared/access';
import { DictTag, getIntDictOptions, tagColor } from '../../../../shared/dict';
import { saveBlob } from '../../../../shared/request';
import { formatDate } from '../../../../shared/utils/date';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, RightToolbar, TablePagination, columnKey, useConfirm, visibleColumns } from '../../../../shared/table-kit';
import { dictDataApi, dictTypeApi, zodField, type DictDataQuery } from '../dict-api';

const KEY = ['system', 'dict-data'] as const;
const COLOR_LABELS: Record<string, string> = { '': '无', default: '默认', primary: '主要', success: '成功', info: '信息', warning: '警告', danger: '危险' };

function DictDataForm({ editing, dictType, onClose }: { editing: DictDataResp | 'new'; dictType: string; onClose(saved: boolean): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<DictDataSaveReq>();
  const isNew = editing === 'new';
  const save = useMutation({
    mutationFn: (v: DictDataSaveReq): Promise<unknown> => (isNew ? dictDataApi.create(v) : dictDataApi.update({ ...v, id: editing.id })),
    onSuccess: () => {
      void message.success(isNew ? '新增成功' : '修改成功');
      onClose(true);
    },
  });
  return (
    <Modal
      title={isNew ? '添加字典数据' : '修改字典数据'}
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
        initialValues={
          isNew
            ? { dictType, status: 0, sort: 0, colorType: '' }
            : { dictType: editing.dictType, label: editing.label, value: editing.value, sort: editing.sort, status: editing.status, colorType: editing.colorType ?? '', cssClass: editing.cssClass ?? '', remark: editing.remark ?? '' }
        }
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item label="字典类型" name="dictType">
          <Input disabled />
        </Form.Item>
        <Form.Item label="数据标签" name="label" rules={[{ required: true, message: '数据标签不能为空' }, zodField(DictDataCreateReq, 'label')]}>
          <Input placeholder="请输入数据标签" />
        </Form.Item>
        <Form.Item label="数据键值" name="value" rules={[{ required: true, message: '数据键值不能为空' }, zodField(DictDataCreateReq, 'value')]}>
          <Input placeholder="请输入数据键值" />
        </Form.Item>
        <Form.Item label="显示排序" name="sort" rules={[{ required: true, message: '数据顺序不能为空' }]}>
          <InputNumber min={0} max={999999} precision={0} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Radio.Group options={getIntDictOptions('common_status').map((o) => ({ label: o.label, value: o.value }))} />
        </Form.Item>
        <Form.Item label="颜色类型" name="colorType">
          <Select
            options={DICT_COLOR_TYPES.map((c) => ({ value: c, label: c ? <Tag color={tagColor(c)}>{COLOR_LABELS[c]}</Tag> : COLOR_LABELS[c] }))}
          />
        </Form.Item>
        <Form.Item label="CSS Class" name="cssClass" rules={[zodField(DictDataCreateReq, 'cssClass')]}>
          <Input placeholder="请输入 CSS Class" />
        </Form.Item>
        <Form.Item label="备注" name="remark">
          <Input.TextArea placeholder="请输入内容" maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /dict/type/data/:dictId — the dictionary data of one type, on the generic table kit. */
export default function DictDataPage() {
  const { dictId } = useParams();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ dictType?: string; label?: string; status?: number }>();
  const type = useQuery({ queryKey: ['system', 'dict-type', 'get', dictId], queryFn: () => dictTypeApi.get(Number(dictId)) });
  const types = useQuery({ queryKey: ['system', 'dict-type', 'simple'], queryFn: dictTypeApi.listAllSimple });
  const [showSearch, setShowSearch] = useState(true);
  const [filters, setFilters] = useState<Omit<DictDataQuery, 'pageNo' | 'pageSize'> & { dictType?: string }>({});
  const [paging, setPaging] = useState({ pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE });
  const [hidden, setHidden] = useState<string[]>([]);
  const [editing, setEditing] = useState<DictDataResp | 'new' | null>(null);
  const dictType = filters.dictType ?? type.data?.type;
  const query: DictDataQuery = { ...paging, ...filters, dictType };
  const page = useQuery({ queryKey: [...KEY, query], queryFn: () => dictDataApi.page(query), enabled: !!dictType });

  const remove = async (row: DictDataResp) => {
    if (!(await confirm(`是否确认删除字典编码为"${row.id}"的数据项？`))) return;
    await dictDataApi.remove(row.id);
    void message.success('删除成功');
    await queryClient.invalidateQueries({ queryKey: KEY });
  };
  const exportXlsx = async () => {
    if (!(await confirm('是否确认导出所有数据项？'))) return;
    const { blob, fileName } = await dictDataApi.export({ ...filters, dictType });
    saveBlob(blob, fileName || '字典数据.xlsx');
  };

  const columns = [
    { title: '字典编码', dataIndex: 'id', key: 'id', width: 100 },
    { title: '字典标签', dataIndex: 'label', key: 'label' },
    { title: '字典键值', dataIndex: 'value', key: 'value' },
    { title: '字典排序', dataIndex: 'sort', key: 'sort', width: 100 },
    { title: '状态', dataIndex: 'status', key: 'status', width: 90, render: (v: number) => <DictTag type="common_status" value={v} /> },
    { title: '颜色类型', dataIndex: 'colorType', key: 'colorType', width: 100 },
    { title: 'CSS Class', dataIndex: 'cssClass', key: 'cssClass', width: 110 },
    { title: '备注', dataIndex: 'remark', key: 'remark', ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', width: 180, render: (v: number) => formatDate(v) },
    {
      title: '操作',
      key: 'action',
      width: 160,
      render: (_: unknown, r: DictDataResp) => (
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
        <Form
          form={form}
          layout="inline"
          style={{ marginBottom: 16, rowGap: 12 }}
          onFinish={(v) => {
            setFilters({ dictType: v.dictType, label: v.label || undefined, status: v.status });
            setPaging({ ...paging, pageNo: FIRST_PAGE });
          }}
        >
          <Form.Item label="字典名称" name="dictType">
            <Select
              style={{ width: 200 }}
              placeholder={type.data?.name}
              options={(types.data ?? []).map((t) => ({ label: t.name, value: t.type }))}
              allowClear
            />
          </Form.Item>
          <Form.Item label="字典标签" name="label">
            <Input placeholder="请输入字典标签" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select placeholder="数据状态" allowClear style={{ width: 160 }} options={getIntDictOptions('common_status').map((o) => ({ label: o.label, value: o.value }))} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                搜索
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setFilters({});
                  setPaging({ ...paging, pageNo: FIRST_PAGE });
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
            <Button type="primary" icon={<PlusOutlined />} disabled={!dictType} onClick={() => setEditing('new')}>
              新增
            </Button>
          </Access>
          <Access permission="system:dict:export">
            <Button icon={<DownloadOutlined />} onClick={() => void exportXlsx()}>
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
      <Table<DictDataResp>
        rowKey="id"
        loading={page.isFetching || type.isLoading}
        dataSource={page.data?.list ?? []}
        columns={visibleColumns(columns, hidden)}
        pagination={false}
        scroll={{ x: 1000 }}
      />
      <TablePagination total={page.data?.total ?? 0} page={paging.pageNo} limit={paging.pageSize} onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })} />
      {editing && dictType ? (
        <DictDataForm
          editing={editing}
          dictType={dictType}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void queryClient.invalidateQueries({ queryKey: KEY });
          }}
        />
      ) : null}
    </Card>
  );
}
