import { useQuery } from '@tanstack/react-query';
import { Card, Stack } from '../../../shared/lite';
import { QueryState, market } from '../../../shared/market';
import { isExternal } from '../../../shared/utils/validate';

/** /navigation: useful links grouped by nav_type (plain elements: docs/decisions/0034). */
export default function NavigationPage() {
  const q = useQuery({ queryKey: ['nav'], queryFn: market.navList, staleTime: 300_000 });
  return (
    <QueryState query={q} isEmpty={(d) => d.length === 0} emptyText="暂无导航" rows={10}>
      {(groups) => (
        <Stack>
          {groups.map((g) => (
            <Card key={g.navType} size="small" title={g.label}>
              <div className="lt-grid lt-grid--links">
                {g.links.map((l) => (
                  <a key={l.id} href={isExternal(l.url) ? l.url : '#'} target="_blank" rel="noreferrer noopener" style={{ display: 'block', border: '1px solid #f0f0f0', borderRadius: 8, padding: '10px 12px', height: '100%', boxSizing: 'border-box' }}>
                    <strong style={{ color: 'rgba(0,0,0,.88)' }}>{l.name}</strong>
                    <div style={{ color: '#8c8c8c', fontSize: 12, marginTop: 4 }}>{l.description}</div>
                  </a>
                ))}
              </div>
            </Card>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
