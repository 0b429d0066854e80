// A search field drawn like antd's small Input.Search: a text box and a search button; Enter or the button searches,
// emptying the box searches for everything again.
import { useState, type CSSProperties } from 'react';

const SearchIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" aria-hidden>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </svg>
);

export function SearchBox({ placeholder, onSearch, defaultValue = '', style, ariaLabel, maxLength, size, buttonText }: { placeholder?: string; onSearch: (value: string) => void; defaultValue?: string; style?: CSSProperties; ariaLabel?: string; maxLength?: number; size?: 'large'; buttonText?: string }) {
  const [value, setValue] = useState(defaultValue);
  return (
    <form
      role="search"
      className={size === 'large' ? 'lt-search lt-search--large' : 'lt-search'}
      style={style}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(value.trim());
      }}
    >
      <input
        className="lt-input lt-search__input"
        type="search"
        value={value}
        placeholder={placeholder}
        aria-label={ariaLabel ?? placeholder}
        maxLength={maxLength}
        onChange={(e) => {
          setValue(e.target.value);
          if (e.target.value === '') onSearch('');
        }}
      />
      <button type="submit" className="lt-btn lt-btn--small lt-search__button" aria-label={buttonText ? undefined : '搜索'}>
        {buttonText ?? <SearchIcon />}
      </button>
    </form>
  );
}
