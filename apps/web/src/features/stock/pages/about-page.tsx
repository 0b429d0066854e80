import { Card, Typography } from 'antd';
import { Link } from 'react-router';

/** /about: what the site is. */
export default function AboutPage() {
  return (
    <Card style={{ maxWidth: 880, margin: '0 auto' }}>
      <Typography>
        <Typography.Title level={2}>关于股票热搜</Typography.Title>
        <Typography.Paragraph>
          股票热搜是一个实时股票热点资讯网站：热门股票人气榜、涨停板与连板梯队、概念与行业板块、重要指数、两市成交额、7×24 快讯、财经新闻与公司公告，一站速览。
        </Typography.Paragraph>
        <Typography.Paragraph>
          注册成为会员后，可以按分组管理自选股并实时查看行情，关注新闻、快讯与概念，撰写自己的股票随笔（可公开或私密）。
        </Typography.Paragraph>
        <Typography.Title level={4}>行情颜色</Typography.Title>
        <Typography.Paragraph>
          本站遵循 A 股习惯：<span style={{ color: '#f5222d' }}>红色表示上涨</span>，<span style={{ color: '#13a34a' }}>绿色表示下跌</span>；金额以万、亿为单位。
        </Typography.Paragraph>
        <Typography.Title level={4}>免责声明</Typography.Title>
        <Typography.Paragraph type="secondary">本站数据与资讯仅供参考，不构成任何投资建议。市场有风险，投资需谨慎。</Typography.Paragraph>
        <Typography.Paragraph>
          <Link to="/navigation">常用网站导航</Link> · <Link to="/index">返回首页</Link>
        </Typography.Paragraph>
      </Typography>
    </Card>
  );
}
