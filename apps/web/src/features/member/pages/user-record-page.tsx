import { lazy, Suspense, useState } from 'react';
import { App, Button, Card, Drawer, Form, Input, Radio, Select, Skeleton, Space, Table, Tag, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { RecordVO } from '@gprs/contract';
import { IsOpenRecord } from '@gprs/contract';
import { QueryState, memberApi, memberKeys } from '../../../shared/market';
import { formatDate } from '../../../shared/utils/date';
import { usePhoneTable } from '../../../shared/phone';
import { useWindowWidth } from '../../../shared/table-kit/use-window-width';
import { StockPicker } from '../components/stock-picker';
import { EDITOR_HEIGHT } from '../../../shared/rich-editor/debounce';

const RichEditor = lazy(() => import('../../../shared/rich-editor/rich-editor'));

interface Values {
  title: string;
  content: string;
  stockCodes: string[];
  isOpenRecord: number;
}

function RecordForm({ record, onDone }: { record: RecordVO | null; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: async (v: Values): Promise<unknown> => (record ? memberApi.updateRecord({ id: record.id, ...v }) : memberApi.createRecord(v)),
    onSuccess: () => {
      void message.success('随笔已保存');
      onDone();
    },
  });
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={record ? { title: record.title, content: record.content, stockCodes: record.stockCodes, isOpenRecord: record.isOpenRecord } : { title: '', content: '', stockCodes: [], isOpenRecord: IsOpenRecord.PRIVATE }}
      onFinish={(v) => save.mutate({ ...v, title: v.title.trim(), stockCodes: v.stockCodes ?? [] })}
    >
      <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '标题不能为空' }, { max: 100, message: '标题最长 100 个字符' }]}>
        <Input maxLength={100} placeholder="随笔标题" />
      </Form.Item>
      <Form.Item name="isOpenRecord" label="可见范围">
        <Radio.Group>
          <Radio value={IsOpenRecord.PUBLIC}>公开（出现在文章页的股友随笔中）</Radio>
          <Radio value={IsOpenRecord.PRIVATE}>私密（只有自己可见）</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="stockCodes" label="相关股票" rules={[{ type: 'array', max: 20, message: '最多关联 20 只股票' }]}>
        <StockPicker multiple style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="content" label="内容">
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: EDITOR_HEIGHT }} />}>
          <EditorField />
        </Suspense>
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
        <Button onClick={onDone}>取消</Button>
      </Space>
    </Form>
  );
}

/** Binds the lazily loaded editor to the surrounding Form.Item. */
function EditorField(props: { value?: string; onChange?: (v: string) => void }) {
  const form = Form.useFormInstance<Values>();
  return <RichEditor value={props.value ?? form.getFieldValue('content')} onChange={(html) => form.setFieldValue('content', html)} />;
}

/** /userRecord: the member's stock essays — write, edit, delete; public or private; stocks tagged. */
export default function UserRecordPage() {
  const qc = useQueryClient();
  const { modal } = App.useApp();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [filter, setFilter] = useState<number | undefined>();
  const [editing, setEditingState] = useState<RecordVO | 'new' | null>(null);
  // the title stays while the drawer closes
  const [drawerTitle, setDrawerTitle] = useState('写随笔');
  const setEditing = (value: RecordVO | 'new' | null) => {
    if (value !== null) setDrawerTitle(value === 'new' ? '写随笔' : '编辑随笔');
    setEditingState(value);
  };
  const params = { ...page, isOpenRecord: filter };
  const q = useQuery({ queryKey: memberKeys.records(params), queryFn: () => memberApi.recordPage(params), placeholderData: keepPreviousData });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['member', 'records'] });
  const remove = useMutation({ mutationFn: (id: number) => memberApi.deleteRecord(id), onSuccess: refresh });
  const edit = async (r: RecordVO) => setEditing(await memberApi.record(r.id));
  // the editor takes the whole screen below 800 px (read in render through a store, so the server renders the desktop width)
  const narrow = useWindowWidth() < 800;
  const columns: NonNullable<TableProps<RecordVO>['columns']> = [
    { title: '标题', dataIndex: 'title', render: (v: string, r) => (r.isOpenRecord === 0 ? <Link to={`/essayContent?type=record&id=${r.id}`}>{v}</Link> : v) },
    { title: '可见', dataIndex: 'isOpenRecord', width: 80, render: (v: number) => (v === 0 ? <Tag color="green">公开</Tag> : <Tag>私密</Tag>) },
    { title: '相关股票', dataIndex: 'stockCodes', render: (v: string[]) => v.map((c) => <Link key={c} to={`/stock?code=${c}`}><Tag>{c}</Tag></Link>) },
    { title: '更新时间', dataIndex: 'updateTime', width: 170, render: (v: number) => formatDate(v) },
    {
      title: '操作',
      key: 'op',
      width: 120,
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void edit(r)}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => modal.confirm({ title: `删除随笔「${r.title}」？`, okButtonProps: { danger: true }, onOk: () => remove.mutateAsync(r.id) })}>
            删除
          </Button>
        </Space>
      ),
    },
  ];
  // a phone keeps the title, public / private and 编辑 / 删除; the stocks and the time are behind a tap on the row
  const table = usePhoneTable(columns, { rowKey: 'id', keep: ['title', 'isOpenRecord', 'op'] });
  return (
    <Card
      title="我的随笔"
      extra={
        <Space>
          <Select
            style={{ width: 120 }}
            value={filter ?? -1}
            onChange={(v) => setFilter(v < 0 ? undefined : v)}
            options={[
              { value: -1, label: '全部' },
              { value: 0, label: '公开' },
              { value: 1, label: '私密' },
            ]}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            写随笔
          </Button>
        </Space>
      }
    >
      <QueryState query={q} isEmpty={(d) => d.list.length === 0} emptyText="还没有随笔，点「写随笔」记录你的思考">
        {(d) => (
          <Table<RecordVO>
            rowKey="id"
            size="small"
            dataSource={d.list}
            pagination={{ current: page.pageNo, pageSize: page.pageSize, total: d.total, hideOnSinglePage: true, onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }) }}
            {...table}
          />
        )}
      </QueryState>
      <Drawer title={drawerTitle} size={narrow ? '100%' : 760} open={editing !== null} onClose={() => setEditing(null)} destroyOnHidden>
        {editing !== null && (
          <RecordForm
            key={editing === 'new' ? 'new' : editing.id}
            record={editing === 'new' ? null : editing}
            onDone={() => {
              setEditing(null);
              refresh();
            }}
          />
        )}
      </Drawer>
    </Card>
  );
}
