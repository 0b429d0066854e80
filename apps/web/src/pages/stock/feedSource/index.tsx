import { useState } from 'react';
import { Alert, Button, Card, Select, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { FEED_KIND_LABELS, FEED_KINDS, type FeedKind, type FeedKindStatVO, type FeedRejectionVO, type FeedSourceSummaryVO, type PageResult } from '@gprs/contract';
import { request } from '../../../shared/request';
import { formatDate } from '../../../shared/utils/date';
import { ago, feedBanner, kindStatus } from './logic';

/** The figures refresh on their own this often while the page is shown. */
const REFRESH_MS = 10_000;

const feedSourceApi = {
  summary: () => request.get<FeedSourceSummaryVO>('/stock-admin/feed-source/summary'),
  rejected: (params: { pageNo: number; pageSize: number; kind?: FeedKind }) => request.get<PageResult<FeedRejectionVO>>('/stock-admin/feed-source/rejected-page', params),
};

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : '请求失败，请稍后重试');

function LoadError({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`${what}加载失败`}
      description={errorText(error)}
      action={
        <Button size="small" onClick={retry}>
          重试
        </Button>
      }
    />
  );
}

/** 股票数据 → 数据源 (menu component stock/feedSource/index): what the push feed delivered, and what it refused. */
export default function StockFeedSourcePage() {
  const summary = useQuery({ queryKey: ['stock-feed-source', 'summary'], queryFn: feedSourceApi.summary, refetchInterval: REFRESH_MS });
  const [kind, setKind] = useState<FeedKind | undefined>();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const rejected = useQuery({
    queryKey: ['stock-feed-source', 'rejected', kind, page],
    queryFn: () => feedSourceApi.rejected({ ...page, kind }),
    refetchInterval: REFRESH_MS,
  });
  const s = summary.data;
  const now = s?.now ?? 0;
  const banner = s ? feedBanner(s) : null;

  const kindColumns: TableColumnsType<FeedKindStatVO> = [
    { key: 'label', dataIndex: 'label', title: '数据类型', width: 120 },
    {
      key: 'status',
      title: '状态',
      width: 120,
      render: (_: unknown, k) => {
        const st = kindStatus(k);
        return <Tag color={st.color}>{st.text}</Tag>;
      },
    },
    {
      key: 'last',
      dataIndex: 'lastBatchTime',
      title: '最近批次',
      width: 220,
      render: (v: number | null) => (v === null ? <Typography.Text type="secondary">暂无</Typography.Text> : <Tooltip title={formatDate(v)}>{`${formatDate(v, 'MM-DD HH:mm:ss')}（${ago(v, now)}）`}</Tooltip>),
    },
    {
      key: 'rows',
      title: '最近批次行数 / 变更',
      width: 150,
      align: 'right',
      render: (_: unknown, k) => (k.lastBatchRows === null ? '—' : `${k.lastBatchRows.toLocaleString('zh-CN')} / ${(k.lastBatchChanged ?? 0).toLocaleString('zh-CN')}`),
    },
    { key: 'rpm', dataIndex: 'rowsPerMinute', title: `每分钟行数（近 ${s?.windowMinutes ?? 5} 分钟）`, width: 170, align: 'right', render: (v: number) => v.toLocaleString('zh-CN') },
    { key: 'batches', dataIndex: 'batches', title: '接受批次', width: 100, align: 'right' },
    { key: 'rejected', dataIndex: 'rejectedBatches', title: '拒绝批次', width: 100, align: 'right', render: (v: number) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : 0) },
    { key: 'ms', dataIndex: 'avgApplyMs', title: '平均写入耗时', width: 120, align: 'right', render: (v: number | null) => (v === null ? '—' : `${v} ms`) },
  ];

  const rejectionColumns: TableColumnsType<FeedRejectionVO> = [
    { key: 'time', dataIndex: 'receiveTime', title: '收到时间', width: 170, render: (v: number) => formatDate(v) },
    { key: 'kind', dataIndex: 'kind', title: '数据类型', width: 100, render: (v: FeedKind) => FEED_KIND_LABELS[v] ?? v },
    { key: 'client', dataIndex: 'clientId', title: '客户端', width: 120 },
    { key: 'rows', dataIndex: 'rows', title: '批次行数', width: 90, align: 'right' },
    { key: 'row', dataIndex: 'rowIndex', title: '出错行', width: 110, render: (v: number | null) => (v === null ? '整批' : `第 ${v + 1} 行（items[${v}]）`) },
    { key: 'reason', dataIndex: 'reason', title: '原因', render: (v: string, r) => <span title={`错误码 ${r.code}`}>{v}</span> },
    {
      key: 'sample',
      dataIndex: 'sample',
      title: '出错行内容',
      width: 260,
      render: (v: string) => (v ? <Typography.Text code ellipsis={{ tooltip: v }} style={{ maxWidth: 240 }}>{v}</Typography.Text> : '—'),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title="数据源"
        extra={
          <Space>
            {s && <Tag color={s.mode === 'push' ? 'blue' : 'default'}>{s.mode === 'push' ? '推送模式' : '模拟器模式'}</Tag>}
            {s && <Tag color={s.trading ? 'red' : 'default'}>{s.trading ? '交易时段' : '非交易时段'}</Tag>}
            <Button icon={<ReloadOutlined />} loading={summary.isFetching} onClick={() => void summary.refetch()}>
              刷新
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {summary.isError && <LoadError what="数据源概况" error={summary.error} retry={() => void summary.refetch()} />}
          {banner && <Alert type={banner.type} showIcon title={banner.title} description={banner.description} data-testid="feed-banner" />}
          <Table<FeedKindStatVO>
            rowKey="kind"
            size="middle"
            loading={summary.isPending}
            columns={kindColumns}
            dataSource={s?.kinds ?? []}
            pagination={false}
            scroll={{ x: 1100 }}
            locale={{ emptyText: summary.isError ? '加载失败' : '暂无数据' }}
          />
        </Space>
      </Card>
      <Card
        title="被拒绝的批次"
        extra={
          <Select<FeedKind>
            allowClear
            placeholder="全部数据类型"
            style={{ width: 160 }}
            value={kind}
            options={FEED_KINDS.map((k) => ({ value: k, label: FEED_KIND_LABELS[k] }))}
            onChange={(v) => {
              setKind(v);
              setPage((p) => ({ ...p, pageNo: 1 }));
            }}
          />
        }
      >
        {rejected.isError ? (
          <LoadError what="被拒绝的批次" error={rejected.error} retry={() => void rejected.refetch()} />
        ) : (
          <Table<FeedRejectionVO>
            rowKey="id"
            size="middle"
            loading={rejected.isPending}
            columns={rejectionColumns}
            dataSource={rejected.data?.list ?? []}
            scroll={{ x: 1100 }}
            locale={{ emptyText: '近 3 天没有被拒绝的批次' }}
            pagination={{
              current: page.pageNo,
              pageSize: page.pageSize,
              total: rejected.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (total) => `共 ${total} 条`,
              onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
            }}
          />
        )}
      </Card>
    </Space>
  );
}
