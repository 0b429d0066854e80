import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { market } from '../../../shared/market';

/** Picks one or more stocks by code, name or pinyin initials. */
export function StockPicker({
  value,
  onChange,
  multiple,
  placeholder = '代码 / 名称 / 拼音首字母',
  style,
}: {
  value?: string | string[];
  onChange?: (v: string | string[]) => void;
  multiple?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
}) {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setKeyword(text.trim()), 200);
    return () => clearTimeout(t);
  }, [text]);
  const q = useQuery({ queryKey: ['search-suggest', keyword], queryFn: () => market.search(keyword, 10), enabled: keyword.length > 0 });
  const options = (q.data?.stocks ?? []).map((s) => ({ value: s.code, label: `${s.name} ${s.code}` }));
  const selected = (Array.isArray(value) ? value : value ? [value] : []).filter((c) => !options.some((o) => o.value === c)).map((c) => ({ value: c, label: c }));
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      mode={multiple ? 'multiple' : undefined}
      value={value}
      onChange={(v) => {
        setText('');
        onChange?.(v);
      }}
      options={[...selected, ...options]}
      placeholder={placeholder}
      notFoundContent={keyword ? (q.isFetching ? '搜索中…' : '没有匹配的股票') : '输入以搜索'}
      style={{ minWidth: 240, ...style }}
      allowClear
      aria-label="选择股票"
    />
  );
}
