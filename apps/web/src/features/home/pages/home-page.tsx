import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useUserStore } from '../../../shared/stores/user-store';

const SECTIONS = [
  { to: '/allStock', title: '股票', text: '按代码、名称搜索股票，查看热度与行情要点。' },
  { to: '/concept', title: '概念', text: '追踪热门概念板块与相关个股。' },
  { to: '/limitUp', title: '涨停', text: '每日涨停榜单与涨停原因。' },
  { to: '/information', title: '资讯', text: '市场资讯与公司公告汇总。' },
  { to: '/news', title: '新闻', text: '财经新闻实时更新。' },
  { to: '/about', title: '关于', text: '了解股票热搜。' },
] as const;

/** /index: what the site is for, and where to go. */
export default function HomePage() {
  const user = useUserStore((s) => s.user);
  const navigate = useNavigate();
  return (
    <div>
      <section
        style={{
          borderRadius: 12,
          padding: '48px 32px',
          color: '#fff',
          background: 'linear-gradient(120deg, #c41d2a 0%, #f5222d 45%, #fa8c16 100%)',
          marginBottom: 24,
        }}
      >
        <Typography.Title style={{ color: '#fff', marginTop: 0 }}>股票热搜</Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,.9)', fontSize: 18, maxWidth: 640 }}>
          实时股票热点资讯：热门股票、涨停、概念、新闻与资讯一站速览。登录后还可以管理自选股票、关注资讯并记录股票随笔。
        </Typography.Paragraph>
        <Space wrap>
          <Button size="large" onClick={() => void navigate('/limitUp')}>
            查看今日涨停
          </Button>
          {user ? (
            <Button size="large" ghost onClick={() => void navigate('/userInfo')}>
              {user.nickname}，进入个人中心
            </Button>
          ) : (
            <Button size="large" ghost onClick={() => void navigate('/stockLogin')}>
              登录 / 注册
            </Button>
          )}
        </Space>
      </section>
      <Row gutter={[16, 16]}>
        {SECTIONS.map((s) => (
          <Col key={s.to} xs={24} sm={12} lg={8}>
            <Link to={s.to}>
              <Card hoverable title={s.title}>
                {s.text}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </div>
  );
}
