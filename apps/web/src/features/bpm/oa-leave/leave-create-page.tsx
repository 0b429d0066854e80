import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { leaveDays } from '@gprs/contract';
import { getIntDictOptions } from '../../../shared/dict';
import { useDictStore } from '../../../shared/stores/dict-store';
import { useCloseCurrentTab } from '../../../shared/tabs/use-close-tab';
import { leaveApi } from '../api/bpm-api';
import { LEAVE_LIST_PATH } from '../shared/bpm-rules';

interface LeaveValues {
  type: number;
  startTime: Dayjs;
  endTime: Dayjs;
  reason: string;
}

/** /bpm/oa/leave/create — 发起 OA 请假: type, start / end (days computed), reason; starts the 请假 process. */
export default function LeaveCreatePage() {
  const { message } = App.useApp();
  const closeTab = useCloseCurrentTab();
  const queryClient = useQueryClient();
  const dictMap = useDictStore((s) => s.dictMap);
  const [form] = Form.useForm<LeaveValues>();
  const [saving, setSaving] = useState(false);
  const start = Form.useWatch('startTime', form);
  const end = Form.useWatch('endTime', form);
  const days = start && end && !end.isBefore(start) ? leaveDays(start.valueOf(), end.valueOf()) : undefined;

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await leaveApi.create({ type: v.type, reason: v.reason.trim(), startTime: v.startTime.valueOf(), endTime: v.endTime.valueOf() });
      await queryClient.invalidateQueries({ queryKey: ['bpm'] });
      void message.success('发起成功');
      closeTab(LEAVE_LIST_PATH);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="发起 OA 请假" data-testid="bpm-leave-create">
      <Form form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 12 }} name="bpm-leave-create" style={{ maxWidth: 900 }}>
        <Form.Item label="请假类型" name="type" rules={[{ required: true, message: '请假类型不能为空' }]}>
          <Select placeholder="请选择请假类型" options={getIntDictOptions('bpm_oa_leave_type', dictMap)} />
        </Form.Item>
        <Form.Item label="开始时间" name="startTime" rules={[{ required: true, message: '开始时间不能为空' }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder="请选择开始时间" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label="结束时间"
          name="endTime"
          dependencies={['startTime']}
          rules={[
            { required: true, message: '结束时间不能为空' },
            ({ getFieldValue }) => ({
              validator: (_r, value: Dayjs | undefined) => {
                const s = getFieldValue('startTime') as Dayjs | undefined;
                return value && s && value.isBefore(s) ? Promise.reject(new Error('结束时间不能早于开始时间')) : Promise.resolve();
              },
            }),
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder="请选择结束时间" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="请假天数">
          <span data-testid="leave-days">{days !== undefined ? `${days} 天` : '-'}</span>
          {days !== undefined && days > 3 && <span style={{ marginLeft: 12, color: 'rgba(0,0,0,0.45)' }}>超过 3 天，需部门负责人再审批</span>}
        </Form.Item>
        <Form.Item label="原因" name="reason" rules={[{ required: true, whitespace: true, message: '请假原因不能为空' }]}>
          <Input.TextArea rows={3} maxLength={200} placeholder="请输入请假原因" />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Space>
            <Button type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)}>
              提交
            </Button>
            <Button onClick={() => closeTab(LEAVE_LIST_PATH)}>取消</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
