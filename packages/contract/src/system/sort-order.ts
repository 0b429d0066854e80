import { z } from 'zod';

/**
 * A display order (显示顺序 / 排序): a number, or its digits as text — the official yudao admins type it into a text
 * input (Vue 2 品牌排序, Vue 3 角色 / 岗位 显示顺序) and yudao's Java server coerces it. Any other text is refused.
 */
export function sortOrder(label = '显示顺序') {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? `${label}不能为空` : `${label}必须是数字`) }).int().min(0, `${label}不能小于 0`).max(999_999),
  );
}
