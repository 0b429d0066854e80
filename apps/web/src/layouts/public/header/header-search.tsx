import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { market } from '../../../shared/market/api';
import { Change } from '../../../shared/market/quote-bits';

interface Option {
  key: string;
  to: string;
  label: React.ReactNode;
}

/**
 * The header search: suggestions of stocks (code, name or pinyin initials) and concepts; Enter opens /search.
 * Plain elements (no select component) so the home page stays light. On phones the header shows it full width behind
 * an icon: `onDone` closes it there after a choice, or on Escape once the suggestions are closed.
 */
export function HeaderSearch({ inputRef, onDone }: { inputRef?: React.Ref<HTMLInputElement>; onDone?: () => void } = {}) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const t = setTimeout(() => setKeyword(text.trim()), 200);
    return () => clearTimeout(t);
  }, [text]);
  useEffect(() => {
    const close = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);
  const { data, isFetching } = useQuery({
    queryKey: ['search-suggest', keyword],
    queryFn: () => market.search(keyword, 8),
    enabled: keyword.length > 0,
    staleTime: 60_000,
  });
  const options: Option[] = keyword
    ? [
        ...(data?.stocks ?? []).map((s) => ({
          key: `s${s.code}`,
          to: `/stock?code=${s.code}`,
          label: (
            <span className="hs-row" data-testid="suggest-stock">
              <span>
                <b>{s.name}</b> <span className="hs-muted">{s.code}</span> <span className="hs-faint">{s.pinyin}</span>
              </span>
              <Change value={s.changePercent} />
            </span>
          ),
        })),
        ...(data?.concepts ?? []).slice(0, 4).map((c) => ({
          key: `c${c.code}`,
          to: `/concept?code=${encodeURIComponent(c.code)}`,
          label: (
            <span className="hs-row">
              <span>
                <span className="hs-tag">板块</span> {c.name}
              </span>
              <Change value={c.changePercent} />
            </span>
          ),
        })),
      ]
    : [];
  const go = (to: string) => {
    // the field is emptied at once, its debounced keyword too (an Escape right after must close the field, not a stale list)
    setText('');
    setKeyword('');
    setOpen(false);
    onDone?.();
    void navigate(to);
  };
  return (
    <div className="hs" ref={box}>
      <input
        ref={inputRef}
        className="hs-input"
        value={text}
        placeholder="代码 / 名称 / 拼音首字母"
        aria-label="搜索股票"
        role="combobox"
        aria-expanded={open && options.length > 0}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, options.length - 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
          else if (e.key === 'Escape') {
            if (open && keyword) setOpen(false);
            else onDone?.();
          }
          else if (e.key === 'Enter') {
            const k = text.trim();
            if (open && options[active] && keyword === k) go(options[active].to);
            else if (k) go(`/search?keyword=${encodeURIComponent(k)}`);
          } else return;
          e.preventDefault();
        }}
      />
      {open && keyword && (
        <ul className="hs-list" role="listbox">
          {options.map((o, i) => (
            <li key={o.key} role="option" aria-selected={i === active} className={i === active ? 'is-active' : undefined} onMouseEnter={() => setActive(i)} onMouseDown={(e) => e.preventDefault()} onClick={() => go(o.to)}>
              {o.label}
            </li>
          ))}
          {options.length === 0 && <li className="hs-empty">{isFetching ? '搜索中…' : '没有匹配的股票，回车全站搜索'}</li>}
        </ul>
      )}
    </div>
  );
}
