import { Card, Col, Row, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { QueryState, market } from '../../../shared/market';
import { isExternal } from '../../../shared/utils/validate';

/** /navigation: useful links grouped by nav_type. */
export default function NavigationPage() {
  const q = useQuery({ queryKey: ['nav'], queryFn: market.navList, staleTime: 300_000 });
  return (
    <QueryState query={q} isEmpty={(d) => d.length === 0} emptyText="暂无导航" rows={10}>
      {(groups) => (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {groups.map((g) => (
            <Card key={g.navType} size="small" title={g.label}>
              <Row gutter={[12, 12]}>
                {g.links.map((l) => (
                  <Col key={l.id} xs={24} sm={12} md={8} lg={6}>
                    <a href={isExternal(l.url) ? l.url : '#'} target="_blank" rel="noreferrer noopener" style={{ display: 'block', border: '1px solid #f0f0f0', borderRadius: 8, padding: '10px 12px', height: '100%', boxSizing: 'border-box' }}>
                      <Typography.Text strong>{l.name}</Typography.Text>
                      <div style={{ color: '#8c8c8c', fontSize: 12, marginTop: 4 }}>{l.description}</div>
                    </a>
                  </Col>
                ))}
              </Row>
            </Card>
          ))}
        </Space>
      )}
    </QueryState>
  );
}
