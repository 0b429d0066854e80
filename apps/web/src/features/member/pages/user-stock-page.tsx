import { useState } from 'react';
import { App, Button, Card, Space, Table, Tabs, Tooltip, type TableProps } from 'antd';
import { DeleteOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { WatchItemVO } from '@gprs/contract';
import { Change, QueryState, formatPercent, formatUnit, marketKeys, memberApi, memberKeys, useLiveMarket } from '../../../shared/market';
import { usePhoneTable } from '../../../shared/phone';
import { StockPicker } from '../components/stock-picker';
import { MoveButtons } from '../components/move-buttons';
import { moveItem } from '../components/reorder';

function GroupItems({ groupId }: { groupId: number }) {
  const qc = useQueryClient();
  const { message, modal } = App.useApp();
  const q = useQuery({ queryKey: marketKeys.watch(groupId), queryFn: () => memberApi.watchList(groupId), refetchInterval: 60_000 });
  const [code, setCode] = useState<string | undefined>();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: marketKeys.watch(groupId) });
    void qc.invalidateQueries({ queryKey: memberKeys.groups });
  };
  const add = useMutation({
    mutationFn: (c: string) => memberApi.addWatch(c, groupId),
    onSuccess: () => {
      setCode(undefined);
      void message.success('已加入自选');
      refresh();
    },
  });
  const remove = useMutation({ mutationFn: (c: string) => memberApi.removeWatch(groupId, c), onSuccess: refresh });
  const reorder = useMutation({
    mutationFn: (codes: string[]) => memberApi.reorderWatch(groupId, codes),
    onMutate: (codes) => {
      qc.setQueryData<WatchItemVO[]>(marketKeys.watch(groupId), (old) => old && codes.map((c) => old.find((o) => o.code === c)!).filter(Boolean));
    },
    onSettled: refresh,
  });
  const list = q.data ?? [];
  const move = (from: number, to: number) => reorder.mutate(moveItem(list, from, to).map((s) => s.code));
  const columns: NonNullable<TableProps<WatchItemVO>['columns']> = [
    { title: '股票', key: 'code', fixed: 'left', width: 110, render: (_: unknown, r) => <Link to={`/stock?code=${r.code}`}><b style={{ whiteSpace: 'nowrap' }}>{r.name}</b> <span style={{ color: '#8c8c8c' }}>{r.code}</span></Link> },
    { title: '最新价', dataIndex: 'price', align: 'right', render: (v: number, r) => <span data-testid={`watch-price-${r.code}`}><Change value={v} kind="price" by={r.changePercent} /></span> },
    { title: '涨跌幅', dataIndex: 'changePercent', align: 'right', render: (v: number) => <Change value={v} /> },
    { title: '涨跌额', dataIndex: 'change', align: 'right', render: (v: number) => <Change value={v} kind="change" /> },
    { title: '成交额', dataIndex: 'amount', align: 'right', render: (v: number) => formatUnit(v) },
    { title: '换手率', dataIndex: 'turnoverRate', align: 'right', render: (v: number) => formatPercent(v, false) },
    { title: '总市值', dataIndex: 'totalMarketCap', align: 'right', render: (v: number) => formatUnit(v) },
    {
      title: '操作',
      key: 'op',
      align: 'center',
      width: 130,
      render: (_: unknown, r, i) => (
        <Space size={0}>
          <MoveButtons index={i} count={list.length} onMove={move} />
          <Tooltip title="移除">
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label="移除"
              onClick={() => modal.confirm({ title: `从分组中移除 ${r.name}？`, onOk: () => remove.mutateAsync(r.code) })}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
  // a phone keeps name, price, change and 成交额; the other figures and 上移 / 下移 / 移除 are behind a tap on the row
  const table = usePhoneTable(columns, { rowKey: 'code', keep: ['code', 'price', 'changePercent'], figure: 'amount', scroll: { x: 900 } });
  return (
    <>
      <Space wrap style={{ marginBottom: 12, maxWidth: '100%' }}>
        <StockPicker value={code} onChange={(v) => setCode(v as string)} />
        <Button type="primary" icon={<PlusOutlined />} disabled={!code} loading={add.isPending} onClick={() => code && add.mutate(code)}>
          添加
        </Button>
      </Space>
      <QueryState query={q} isEmpty={(d) => d.length === 0} emptyText="这个分组还没有股票，在上方搜索添加">
        {() => (
          <Table<WatchItemVO>
            rowKey="code"
            size="small"
            pagination={false}
            dataSource={list}
            scroll={{ x: 900 }}
            {...table}
          />
        )}
      </QueryState>
    </>
  );
}

/** /userStock: the member's watchlist by group, live quotes, add / remove / reorder. */
export default function UserStockPage() {
  useLiveMarket();
  const [params, setParams] = useSearchParams();
  const groups = useQuery({ queryKey: memberKeys.groups, queryFn: memberApi.groups });
  const active = Number(params.get('groupId')) || groups.data?.[0]?.id;
  return (
    <Card title="我的自选" extra={<Link to="/userStockGroup"><SettingOutlined /> 管理分组</Link>}>
      <QueryState query={groups} isEmpty={(d) => d.length === 0} emptyText={<span>还没有自选分组，<Link to="/userStockGroup">新建一个分组</Link>或在个股页点「加自选」</span>}>
        {(list) => (
          <Tabs
            activeKey={String(active)}
            onChange={(k) => setParams({ groupId: k }, { replace: true })}
            items={list.map((g) => ({ key: String(g.id), label: `${g.name}（${g.count}）`, children: String(g.id) === String(active) && <GroupItems groupId={g.id} /> }))}
          />
        )}
      </QueryState>
    </Card>
  );
}
