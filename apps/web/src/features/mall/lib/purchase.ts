import { fenToYuan } from './money';

interface SkuLike {
  id: number;
  price: number;
  marketPrice: number;
  stock: number;
}

/** '¥19.90' or '¥19.90 起' for the cheapest SKU that can still be bought; null when none can. */
export function priceFrom(skus: readonly SkuLike[]): { fen: number; many: boolean } | null {
  const buyable = skus.filter((s) => s.stock > 0);
  if (buyable.length === 0) return null;
  const prices = new Set(buyable.map((s) => s.price));
  return { fen: Math.min(...prices), many: prices.size > 1 };
}

/** The SKU to preselect: the first one in stock (the list's own order), else the first. */
export function defaultSku<T extends SkuLike>(skus: readonly T[]): T | undefined {
  return skus.find((s) => s.stock > 0) ?? skus[0];
}

/** Quantity the member may pick: 1 … min(stock, 99); 0 when sold out. */
export function maxQuantity(sku: SkuLike | undefined): number {
  if (!sku) return 0;
  return Math.max(0, Math.min(sku.stock, 99));
}

/** Total in 分 for a quantity (integer maths). */
export function lineTotal(sku: SkuLike | undefined, count: number): number {
  return sku ? sku.price * count : 0;
}

/** '立省 ¥10.00' when the market price is higher, else ''. */
export function savingText(sku: SkuLike | undefined): string {
  if (!sku || sku.marketPrice <= sku.price) return '';
  return `立省 ¥${(fenToYuan(sku.marketPrice - sku.price) ?? 0).toFixed(2)}`;
}
