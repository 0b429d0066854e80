import { useMemo, useState } from 'react';
import { AutoComplete, Button, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { usePermissionStore } from '../../../shared/stores/permission-store';
import { createSearcher, resultLabel, searchPages, searchPool } from './search-index';

/** Header search of spec section 2.4: fuzzy search over the visible pages; choosing navigates (external: new window). */
export function HeaderSearch() {
  const sidebar = usePermissionStore((s) => s.sidebar);
  const searcher = useMemo(() => createSearcher(searchPool(sidebar)), [sidebar]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const results = useMemo(() => searchPages(searcher, query), [searcher, query]);

  if (!open) {
    return <Button type="text" aria-label="搜索菜单" icon={<SearchOutlined />} onClick={() => setOpen(true)} />;
  }
  return (
    <AutoComplete
      className="admin-header-search"
      style={{ width: 210 }}
      autoFocus
      defaultOpen
      value={query}
      options={results.map((r) => ({ value: r.path, label: resultLabel(r) }))}
      showSearch={{ filterOption: false, onSearch: setQuery }}
      onBlur={() => {
        setOpen(false);
        setQuery('');
      }}
      onSelect={(value: string) => {
        const entry = results.find((r) => r.path === value);
        setQuery('');
        setOpen(false);
        if (entry?.external) window.open(entry.path, '_blank', 'noopener');
        else void navigate(value);
      }}
    >
      <Input size="small" placeholder="搜索" prefix={<SearchOutlined />} aria-label="搜索菜单" />
    </AutoComplete>
  );
}
