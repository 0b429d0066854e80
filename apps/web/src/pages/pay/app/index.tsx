import { useState } from 'react';
import { App, Button, Form, Input, InputNumber, Modal, Radio, Space, Spin, Switch, Tooltip } from 'antd';
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PayAppCreateReq, PayChannelCreateReq, type PayAppPageItemResp, type PayChannelResp, type PayChannelSupportedResp } from '@gprs/contract';
import { useAccess } from '../../../shared/access';
import { CrudPage, zodRule, type CrudConfig } from '../../../shared/crud-kit';
import { getIntDictOptions } from '../../../shared/dict';
import { useDictStore } from '../../../shared/stores/dict-store';
import { request } from '../../../shared/request';

const KEY = ['pay', 'app'] as const;

/** 渠道配置 of one app and channel: status, fee rate, remark (mock and wallet need no keys). */
function ChannelDialog({ app, channel, onClose }: { app: PayAppPageItemResp; channel: PayChannelSupportedResp; onClose(saved: boolean): void }) {
  const { message } = App.useApp();
  const dictMap = useDictStore((s) => s.dictMap);
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const existing = useQuery({
    queryKey: ['pay', 'channel', app.id, channel.code],
    queryFn: () => request.get<PayChannelResp | null>('/pay/channel/get', { appId: app.id, code: channel.code }),
    staleTime: 0,
  });
  return (
    <Modal
      title={`${app.name} · ${channel.name} 渠道配置`}
      open
      confirmLoading={busy}
      onCancel={() => onClose(false)}
      onOk={async () => {
        const v = await form.validateFields().catch(() => null);
        if (!v) return;
        setBusy(true);
        try {
          const body = { appId: app.id, code: channel.code, status: v.status, feeRate: v.feeRate ?? 0, remark: v.remark, config: existing.data?.config ?? '{}' };
          if (existing.data) await request.put('/pay/channel/update', { ...body, id: existing.data.id });
          else await request.post('/pay/channel/create', body);
          void message.success('保存成功');
          onClose(true);
        } catch {
          // shown by the request layer
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      {existing.isLoading ? (
        <Spin />
      ) : (
        <Form form={form} labelCol={{ flex: '100px' }} initialValues={existing.data ? { status: existing.data.status, feeRate: existing.data.feeRate, remark: existing.data.remark } : { status: 0, feeRate: 0 }}>
          <Form.Item label="渠道">{channel.name}（{channel.code}）</Form.Item>
          <Form.Item label="渠道状态" name="status" required>
            <Radio.Group options={getIntDictOptions('common_status', dictMap).map((o) => ({ label: o.label, value: o.value }))} />
          </Form.Item>
          <Form.Item label="渠道费率" name="feeRate" rules={[zodRule(PayChannelCreateReq, 'feeRate')]} extra="百分比，例如 0.6 表示 0.6%">
            <InputNumber min={0} max={100} precision={2} suffix="%" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="备注" name="remark">
            <Input.TextArea rows={2} maxLength={255} />
          </Form.Item>
          <Form.Item label="渠道参数">{channel.code === 'wallet' ? '钱包支付从会员钱包余额扣款，无需配置密钥' : '模拟支付立即成功，仅用于接入示例应用（演示支付模式下可用于所有应用），无需配置密钥'}</Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/** 支付应用 (menu component pay/app/index): apps with notify URLs, status, and per-channel configuration. */
export default function PayAppPage() {
  const { message } = App.useApp();
  const access = useAccess();
  const queryClient = useQueryClient();
  const supported = useQuery({ queryKey: ['pay', 'channel', 'supported'], queryFn: () => request.get<PayChannelSupportedResp[]>('/pay/channel/supported-list') });
  const [editing, setEditing] = useState<{ app: PayAppPageItemResp; channel: PayChannelSupportedResp } | null>(null);
  const canUpdate = access.check({ permission: 'pay:app:update' });
  const canChannel = access.check({ permission: 'pay:channel:query' }) || canUpdate;

  const config: CrudConfig<PayAppPageItemResp> = {
    entity: '支付应用',
    queryKey: KEY,
    api: { page: '/pay/app/page', get: '/pay/app/get', create: '/pay/app/create', update: '/pay/app/update', delete: '/pay/app/delete' },
    permissions: { create: 'pay:app:create', update: 'pay:app:update', delete: 'pay:app:delete' },
    search: [
      { name: 'name', label: '应用名', placeholder: '请输入应用名' },
      { name: 'status', label: '开启状态', type: 'select', dict: 'common_status', width: 150 },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'id', title: '应用编号', width: 90 },
      { dataIndex: 'appKey', title: '应用标识', width: 120 },
      { dataIndex: 'name', title: '应用名', width: 140 },
      {
        dataIndex: 'status',
        title: '开启状态',
        width: 100,
        render: (v: number, row, ctx) => (
          <Switch
            checked={v === 0}
            disabled={!canUpdate}
            onChange={(on) =>
              void (async () => {
                if (!(await ctx.confirm(`确认要${on ? '开启' : '关闭'}支付应用"${row.name}"吗？`))) return;
                await request.put('/pay/app/update-status', { id: row.id, status: on ? 0 : 1 });
                void message.success('修改成功');
                ctx.refresh();
              })().catch(() => undefined)
            }
          />
        ),
      },
      ...(supported.data ?? []).map((ch) => ({
        key: `ch-${ch.code}`,
        title: ch.name,
        width: 100,
        render: (_: unknown, row: PayAppPageItemResp) => {
          const on = row.channelCodes.includes(ch.code);
          // 模拟支付 serves 接入示例 only (unless the server runs with demo payments): nothing to add elsewhere; a row an
          // older install left stays reachable, to be switched off
          if (!on && !row.allowedChannelCodes.includes(ch.code)) return <span aria-label="不可用">—</span>;
          return (
            <Tooltip title={canChannel ? '点击配置渠道' : undefined}>
              <Button
                type="text"
                size="small"
                disabled={!canChannel}
                data-testid={`channel-${row.id}-${ch.code}`}
                icon={on ? <CheckCircleFilled style={{ color: '#52c41a' }} /> : <CloseCircleOutlined style={{ color: '#bbb' }} />}
                onClick={() => setEditing({ app: row, channel: ch })}
              />
            </Tooltip>
          );
        },
      })),
      { dataIndex: 'orderNotifyUrl', title: '支付回调地址', ellipsis: true, hidden: false },
      { dataIndex: 'refundNotifyUrl', title: '退款回调地址', ellipsis: true, hidden: true },
      { dataIndex: 'remark', title: '备注', ellipsis: true, hidden: true },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 170 },
    ],
    deleteText: (r) => `是否确认删除支付应用"${r.name}"？有支付或退款订单的应用不能删除。`,
    form: {
      schema: PayAppCreateReq,
      width: 640,
      labelWidth: 130,
      fields: [
        { name: 'name', label: '应用名', required: true, placeholder: '请输入应用名' },
        { name: 'appKey', label: '应用标识', required: true, placeholder: '字母、数字、下划线或中划线', disabledOnEdit: true },
        { name: 'status', label: '开启状态', type: 'radio', dict: 'common_status', required: true, initialValue: 0 },
        { name: 'orderNotifyUrl', label: '支付结果回调地址', required: true, placeholder: 'https://…' },
        { name: 'refundNotifyUrl', label: '退款结果回调地址', required: true, placeholder: 'https://…' },
        { name: 'remark', label: '备注', type: 'textarea' },
      ],
    },
    actionWidth: 160,
    scrollX: 1400,
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <CrudPage config={config} />
      {editing ? (
        <ChannelDialog
          app={editing.app}
          channel={editing.channel}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void queryClient.invalidateQueries({ queryKey: KEY });
          }}
        />
      ) : null}
    </Space>
  );
}
