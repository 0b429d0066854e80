import type { ProductCategoryResp } from '@gprs/contract';

/** Second-level categories as options labelled '一级 / 二级' (a product belongs to a second-level category), sorted. */
export function categoryOptions(list: readonly ProductCategoryResp[]): { label: string; value: number }[] {
  const byId = new Map(list.map((c) => [c.id, c]));
  return list
    .filter((c) => c.parentId !== 0)
    .sort((a, b) => (byId.get(a.parentId)?.sort ?? 0) - (byId.get(b.parentId)?.sort ?? 0) || a.parentId - b.parentId || a.sort - b.sort || a.id - b.id)
    .map((c) => ({ label: `${byId.get(c.parentId)?.name ?? '未知分类'} / ${c.name}`, value: c.id }));
}
