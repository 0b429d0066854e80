import { Link } from 'react-router';
import { Card } from '../../../shared/lite';

/** /about: what the site is (plain elements, no UI library: docs/decisions/0034). */
export default function AboutPage() {
  return (
    <Card style={{ maxWidth: 880, margin: '0 auto' }}>
      <article className="lt-typo">
        <h2>关于股票热搜</h2>
        <p>股票热搜是一个实时股票热点资讯网站：热门股票人气榜、涨停板与连板梯队、概念与行业板块、重要指数、两市成交额、7×24 快讯、财经新闻与公司公告，一站速览。</p>
        <p>注册成为会员后，可以按分组管理自选股并实时查看行情，关注新闻、快讯与概念，撰写自己的股票随笔（可公开或私密）。</p>
        <h4>行情颜色</h4>
        <p>
          本站遵循 A 股习惯：<span style={{ color: '#f5222d' }}>红色表示上涨</span>，<span style={{ color: '#13a34a' }}>绿色表示下跌</span>；金额以万、亿为单位。
        </p>
        <h4>免责声明</h4>
        <p className="lt-muted">本站数据与资讯仅供参考，不构成任何投资建议。市场有风险，投资需谨慎。</p>
        <p>
          <Link to="/navigation">常用网站导航</Link> · <Link to="/index">返回首页</Link>
        </p>
      </article>
    </Card>
  );
}
