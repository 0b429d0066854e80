import { Descriptions } from 'antd';
import type { NotifyMessageResp } from '@gprs/contract';
import { DictTag } from '../dict';
import { formatDate } from '../utils/date';

/** One in-site message in full: the 站内信详情 dialog of the bell and of 我的站内信. */
export function NotifyMessageDetail({ message }: { message: NotifyMessageResp }) {
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label="发送人">{message.templateNickname}</Descriptions.Item>
      <Descriptions.Item label="发送时间">{formatDate(message.createTime)}</Descriptions.Item>
      <Descriptions.Item label="消息类型">
        <DictTag type="system_notify_template_type" value={message.templateType} />
      </Descriptions.Item>
      <Descriptions.Item label="是否已读">{message.readStatus ? '已读' : '未读'}</Descriptions.Item>
      <Descriptions.Item label="阅读时间">{formatDate(message.readTime)}</Descriptions.Item>
      <Descriptions.Item label="内容">{message.templateContent}</Descriptions.Item>
    </Descriptions>
  );
}
