import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { BellOutlined, LoginOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useUserStore } from '../../../shared/stores/user-store';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { LoginTrendChart } from '../components/login-trend-chart';

const CONTENT_LABELS: { key: 'stocks' | 'concepts' | 'news' | 'information' | 'announcements' | 'essays'; label: string }[] = [
  { key: 'stocks', label: '股票' },
  { key: 'concepts', label: '概念板块' },
  { key: 'news', label: '新闻' },
  { key: 'information', label: '快讯' },
  { key: 'announcements', label: '公告' },
  { key: 'essays', label: '文章' },
];

/** /stockIndex: the admin home — real figures from /system/dashboard/summary and a 14-day sign-in chart. */
export default function StockIndexPage() {
  const user = useUserStore((s) => s.user);
  const { data, isLoading } = useDashboardSummary();
  return (
    <div>
      <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 4 }}>
        您好，{user?.nickname}
      </Typography.Title>
      <Typography.Paragraph type="secondary">欢迎使用股票热搜管理后台。</Typography.Paragraph>
      {isLoading || !data ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} lg={6}>
              <Card>
                <Statistic title="后台用户" value={data.adminUserCount} prefix={<UserOutlined />} />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card>
                <Statistic title="注册会员" value={data.memberCount} prefix={<TeamOutlined />} />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card>
                <Statistic title="今日登录" value={data.todayLoginCount} prefix={<LoginOutlined />} />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card>
                <Link to="/user/notify-message">
                  <Statistic title="未读消息" value={data.unreadMessageCount} prefix={<BellOutlined />} />
                </Link>
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} lg={16}>
              <Card title="近 14 天登录情况">
                <LoginTrendChart data={data.loginTrend} />
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card title="内容统计">
                <Row gutter={[16, 24]}>
                  {CONTENT_LABELS.map((c) => (
                    <Col span={12} key={c.key}>
                      <Statistic title={c.label} value={data.content[c.key]} />
                    </Col>
                  ))}
                </Row>
              </Card>
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}
