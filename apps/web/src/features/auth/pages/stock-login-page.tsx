import { Card, Col, Row, Typography } from 'antd';
import { LoginPanel } from '../components/login-panel';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/** /stockLogin: the same sign-in inside the public site's frame, for members (default target: the home page). */
export default function StockLoginPage() {
  const complete = useCompleteSignIn('/index');
  return (
    <Row gutter={[32, 24]} align="middle" style={{ minHeight: 480 }}>
      <Col xs={24} md={12}>
        <Typography.Title level={2}>会员登录</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
          登录后即可管理自选股票、关注的新闻、资讯和概念，并记录自己的股票随笔。
        </Typography.Paragraph>
      </Col>
      <Col xs={24} md={12}>
        <Card>
          <LoginPanel onSuccess={complete} />
        </Card>
      </Col>
    </Row>
  );
}
