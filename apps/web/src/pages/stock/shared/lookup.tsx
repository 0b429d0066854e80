import { useEffect, useMemo, useRef, useState } from 'react';
import { Select, Spin } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/request';
import { chosenList, stockLabel, type StockOption } from './logic';

/** Rows of GET /stock-admin/stock/simple-list. */
export interface StockLookupVO extends StockOption {
  marketType: string;
  board: string;
}
/** Rows of GET /stock-admin/concept/simple-list. */
export interface ConceptLookupVO {
  code: string;
  name: string;
  type: number;
}

export const lookupApi = {
  stocks: (params: { keyword?: string; codes?: string; limit?: number }) => request.get<StockLookupVO[]>('/stock-admin/stock/simple-list', params),
  concepts: (params: { type?: number; keyword?: string; codes?: string } = {}) => request.get<ConceptLookupVO[]>('/stock-admin/concept/simple-list', params),
};

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A stock picker: a Select searching GET /stock-admin/stock/simple-list by code, name or pinyin as one types (value:
 * the code, or codes with `multiple`). Labels of values chosen before (an edited record) are loaded by their codes.
 */
export function StockSelect({
  value,
  onChange,
  multiple,
  placeholder = '请输入股票代码、名称或拼音搜索',
  id,
  style,
  disabled,
}: {
  value?: string | string[] | null;
  onChange?(v: string | string[] | undefined): void;
  multiple?: boolean;
  placeholder?: string;
  id?: string;
  style?: React.CSSProperties;
  disabled?: boolean;
}) {
  const [keyword, setKeyword] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const found = useQuery({
    queryKey: ['stock-admin', 'lookup', 'stocks', keyword],
    queryFn: () => lookupApi.stocks({ keyword: keyword || undefined, limit: 20 }),
    staleTime: 30_000,
  });
  // names of the chosen codes (an edited record's values are not among the search results)
  const chosenCodes = chosenList(value);
  const chosenKey = [...chosenCodes].sort().join(',');
  const chosen = useQuery({
    queryKey: ['stock-admin', 'lookup', 'codes', chosenKey],
    queryFn: () => lookupApi.stocks({ codes: chosenKey }),
    enabled: chosenKey !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const known = useMemo(() => new Map([...(chosen.data ?? []), ...(found.data ?? [])].map((r) => [r.code, r.name])), [chosen.data, found.data]);

  const options = useMemo(() => {
    const seen = new Set<string>();
    const out: { value: string; label: string }[] = [];
    const add = (code: string) => {
      if (seen.has(code)) return;
      seen.add(code);
      out.push({ value: code, label: stockLabel({ code, name: known.get(code) }) });
    };
    chosenList(value).forEach(add);
    (found.data ?? []).forEach((r) => add(r.code));
    return out;
  }, [found.data, known, value]);

  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v as string | string[] | undefined)}
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setKeyword(text.trim()), SEARCH_DEBOUNCE_MS);
        },
      }}
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      notFoundContent={found.isFetching ? <Spin size="small" /> : '无匹配股票'}
      options={options}
      style={style ?? { width: '100%' }}
      maxCount={multiple ? 50 : undefined}
    />
  );
}

/** Industry (type 1) or concept (type 2) boards as options (label '名称 (代码)'), loaded once per type. */
export function useConceptOptions(type?: 1 | 2): { value: string; label: string }[] {
  const q = useQuery({ queryKey: ['stock-admin', 'lookup', 'concepts', type ?? 0], queryFn: () => lookupApi.concepts({ type }), staleTime: 60_000 });
  return useMemo(() => (q.data ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })), [q.data]);
}

/** A board picker (single or multiple) with local search over the names. */
export function ConceptSelect({
  type,
  value,
  onChange,
  multiple,
  placeholder,
  id,
  style,
}: {
  type?: 1 | 2;
  value?: string | string[] | null;
  onChange?(v: string | string[] | undefined): void;
  multiple?: boolean;
  placeholder?: string;
  id?: string;
  style?: React.CSSProperties;
}) {
  const options = useConceptOptions(type);
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v as string | string[] | undefined)}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={placeholder ?? (type === 1 ? '请选择行业' : '请选择板块')}
      options={options}
      style={style ?? { width: '100%' }}
    />
  );
}
