import { pinyin } from 'pinyin-pro';

/** Upper-case pinyin initials of a stock name for search (贵州茅台 → GZMT; the ST prefix is dropped). */
export function pinyinInitials(name: string): string {
  return pinyin(name.replace(/^\*?S?ST/i, ''), { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .join('')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}
