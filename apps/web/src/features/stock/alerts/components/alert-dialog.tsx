// 提醒's dialog, fetched with the button's first tap (docs/decisions/0034): antd's Modal, fields and list.
import { useState } from 'react';
import { Alert, App, Button, List, Modal, Space, Spin, Switch, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AlertKind, SURGE_DEFAULT_MINUTES, SURGE_DEFAULT_PERCENT, describeAlert } from '@gprs/contract';
import { AntdAppBoundary } from '../../../../shared/antd-app/antd-app-boundary';
import { formatDate } from '../../../../shared/utils/date';
import { alertApi, alertKeys } from '../api';
import { AlertRuleFields, type RuleDraft } from './alert-rule-fields';

const FRESH: RuleDraft = { kind: AlertKind.PRICE_ABOVE, threshold: null, windowMinutes: SURGE_DEFAULT_MINUTES };

/** Sets, lists, switches and deletes the member's alerts of one stock; opens again on every new `request` (a tap). */
function AlertDialog({ code, name, request }: { code: string; name: string; request: number }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [closedAt, setClosedAt] = useState(0);
  const open = request > closedAt;
  const [draft, setDraft] = useState<RuleDraft>(FRESH);
  const list = useQuery({ queryKey: alertKeys.list(code), queryFn: () => alertApi.list(code), enabled: open });
  const all = useQuery({ queryKey: alertKeys.list(), queryFn: () => alertApi.list(), enabled: open });
  const refresh = () => qc.invalidateQueries({ queryKey: alertKeys.all });
  const create = useMutation({
    mutationFn: () =>
      alertApi.create({
        stockCode: code,
        kind: draft.kind,
        threshold: draft.kind === AlertKind.SURGE ? (draft.threshold ?? SURGE_DEFAULT_PERCENT) : draft.threshold,
        windowMinutes: draft.kind === AlertKind.SURGE ? draft.windowMinutes : null,
      }),
    onSuccess: () => {
      void message.success('提醒已设置');
      setDraft({ ...FRESH, kind: draft.kind });
      void refresh();
    },
  });
  const remove = useMutation({ mutationFn: (id: number) => alertApi.remove(id), onSuccess: () => void refresh() });
  const toggle = useMutation({ mutationFn: ({ id, on }: { id: number; on: boolean }) => alertApi.setStatus(id, on ? 0 : 1), onSuccess: () => void refresh() });
  const held = all.data?.list.length;
  const cap = all.data?.cap;
  return (
    <Modal
      title={`${name}(${code}) 的提醒`}
      open={open}
      onCancel={() => setClosedAt(request)}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap align="start">
          <AlertRuleFields value={draft} onChange={setDraft} />
          <Button type="primary" danger data-testid="alert-add" loading={create.isPending} onClick={() => create.mutate()}>
            添加提醒
          </Button>
        </Space>
        {create.isError && <Alert type="error" showIcon message={create.error.message} data-testid="alert-error" />}
        <Typography.Text type="secondary">
          条件满足时提醒一次，回落后再次满足时再提醒；提醒会弹出在打开的页面上，并存入站内信。
          {held !== undefined && cap !== undefined && ` 已设置 ${held} / ${cap} 条。`}
          <Link to="/userAlert">管理全部提醒</Link>
        </Typography.Text>
        {list.isPending ? (
          <Spin />
        ) : (
          <List
            data-testid="alert-list"
            locale={{ emptyText: '这只股票还没有提醒' }}
            dataSource={list.data?.list ?? []}
            renderItem={(a) => (
              <List.Item
                key={a.id}
                actions={[
                  <Switch
                    key="on"
                    size="small"
                    aria-label="启用"
                    checked={a.status === 0}
                    loading={toggle.isPending && toggle.variables?.id === a.id}
                    onChange={(on) => toggle.mutate({ id: a.id, on })}
                  />,
                  <Button key="rm" size="small" danger onClick={() => remove.mutate(a.id)}>
                    删除
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={describeAlert(a)}
                  description={a.fireCount > 0 && a.lastFireTime ? `已提醒 ${a.fireCount} 次，最近 ${formatDate(a.lastFireTime, 'MM-DD HH:mm:ss')}` : '尚未触发'}
                />
              </List.Item>
            )}
          />
        )}
      </Space>
    </Modal>
  );
}

export default function AlertDialogWithApp(props: { code: string; name: string; request: number }) {
  return (
    <AntdAppBoundary>
      <AlertDialog {...props} />
    </AntdAppBoundary>
  );
}
