import { App, Button, Card, Popconfirm, Switch, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { describeAlert, type AlertVO } from '@gprs/contract';
import { QueryState } from '../../../../shared/market';
import { formatDate } from '../../../../shared/utils/date';
import { alertApi, alertKeys } from '../api';
import './user-alert-page.css';

function State({ a }: { a: AlertVO }) {
  return a.status !== 0 ? <Tag>已关闭</Tag> : a.active ? <Tag color="red">已触发，待回落</Tag> : <Tag color="blue">监控中</Tag>;
}

const fired = (a: AlertVO) => `${a.fireCount} 次${a.lastFireTime ? `（${formatDate(a.lastFireTime, 'MM-DD HH:mm')}）` : ''}`;

/** /userAlert 我的提醒: every alert of the member, with on / off and delete, and the cap of the member's level. */
export default function UserAlertPage() {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const q = useQuery({ queryKey: alertKeys.list(), queryFn: () => alertApi.list() });
  const refresh = () => qc.invalidateQueries({ queryKey: alertKeys.all });
  const remove = useMutation({
    mutationFn: (id: number) => alertApi.remove(id),
    onSuccess: () => {
      void message.success('提醒已删除');
      void refresh();
    },
  });
  const toggle = useMutation({ mutationFn: ({ id, on }: { id: number; on: boolean }) => alertApi.setStatus(id, on ? 0 : 1), onSuccess: () => void refresh() });
  return (
    <Card
      title="我的提醒"
      extra={
        q.data && (
          <span data-testid="alert-cap">
            已设置 {q.data.list.length} / {q.data.cap} 条{q.data.level > 0 ? `（VIP ${q.data.level} 级）` : ''}
          </span>
        )
      }
    >
      <QueryState query={q} isEmpty={(d) => d.list.length === 0} emptyText={<span>还没有提醒，在个股页点「提醒」设置，例如 <Link to="/userStock">我的自选</Link> 里的股票</span>}>
        {(d) => (
          <>
            <Table<AlertVO>
              rowKey="id"
              size="middle"
              data-testid="alert-table"
              dataSource={d.list}
              pagination={d.list.length > 20 ? { pageSize: 20 } : false}
              columns={[
                {
                  title: '股票',
                  key: 'stock',
                  render: (_, a) => (
                    <Link to={`/stock?code=${a.stockCode}`}>
                      <span style={{ whiteSpace: 'nowrap' }}>{a.stockName}</span>{' '}
                      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                        {a.stockCode}
                      </Typography.Text>
                    </Link>
                  ),
                },
                {
                  title: '条件',
                  key: 'rule',
                  render: (_, a) => (
                    <>
                      <span>{describeAlert(a)}</span>
                      {/* a phone leaves out the state and count columns: they come under the rule */}
                      <div className="user-alert__phone-state">
                        <State a={a} /> 已提醒 {fired(a)}
                      </div>
                    </>
                  ),
                },
                { title: '状态', key: 'state', responsive: ['sm'], render: (_, a) => <State a={a} /> },
                { title: '已提醒', key: 'fired', responsive: ['sm'], render: (_, a) => <span style={{ whiteSpace: 'nowrap' }}>{fired(a)}</span> },
                {
                  title: '开关',
                  key: 'on',
                  render: (_, a) => (
                    <Switch
                      size="small"
                      aria-label={`启用 ${a.stockName} ${describeAlert(a)}`}
                      checked={a.status === 0}
                      loading={toggle.isPending && toggle.variables?.id === a.id}
                      onChange={(on) => toggle.mutate({ id: a.id, on })}
                    />
                  ),
                },
                {
                  title: '操作',
                  key: 'op',
                  render: (_, a) => (
                    <Popconfirm title="删除这条提醒？" okText="删除" cancelText="取消" onConfirm={() => remove.mutate(a.id)}>
                      <Button size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]}
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              条件满足时提醒一次（弹出在打开的页面上并存入站内信），回落后再次满足时再提醒。开通 <Link to="/vip">VIP 会员</Link> 可设置更多提醒。
            </Typography.Paragraph>
          </>
        )}
      </QueryState>
    </Card>
  );
}
