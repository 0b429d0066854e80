import { useEffect, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Change, market } from '../../../shared/market';

/** The header search: suggestions of stocks (code, name or pinyin initials) and concepts; Enter opens /search. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setKeyword(text.trim()), 200);
    return () => clearTimeout(t);
  }, [text]);
  const { data } = useQuery({
    queryKey: ['search-suggest', keyword],
    queryFn: () => market.search(keyword, 8),
    enabled: keyword.length > 0,
    staleTime: 60_000,
  });
  const options = keyword
    ? [
        ...(data?.stocks.length
          ? [
              {
                label: '股票',
                options: data.stocks.map((s) => ({
                  value: `stock:${s.code}`,
                  label: (
                    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }} data-testid="suggest-stock">
                      <span>
                        <b>{s.name}</b> <span style={{ color: '#8c8c8c' }}>{s.code}</span> <span style={{ color: '#bfbfbf' }}>{s.pinyin}</span>
                      </span>
                      <Change value={s.changePercent} />
                    </div>
                  ),
                })),
              },
            ]
          : []),
        ...(data?.concepts.length
          ? [{ label: '板块', options: data.concepts.slice(0, 4).map((c) => ({ value: `concept:${c.code}`, label: <span>{c.name}</span> })) }]
          : []),
      ]
    : [];

  const go = (value: string) => {
    const [kind, code] = value.split(':');
    setText('');
    if (kind === 'stock') void navigate(`/stock?code=${code}`);
    else if (kind === 'concept') void navigate(`/concept?code=${encodeURIComponent(code)}`);
  };

  return (
    <AutoComplete
      value={text}
      options={options}
      onChange={(v) => setText(String(v ?? ''))}
      onSelect={(v: string) => go(v)}
      style={{ width: 240 }}
      popupMatchSelectWidth={320}
    >
      <Input
        prefix={<SearchOutlined style={{ color: '#bfbfbf' }} />}
        placeholder="代码 / 名称 / 拼音首字母"
        aria-label="搜索股票"
        allowClear
        onPressEnter={(e) => {
          const k = (e.target as HTMLInputElement).value.trim();
          if (k && !k.includes(':')) {
            setText('');
            void navigate(`/search?keyword=${encodeURIComponent(k)}`);
          }
        }}
      />
    </AutoComplete>
  );
}
