import { describe, expect, it } from 'vitest';
import { defaultSku, lineTotal, maxQuantity, priceFrom, savingText } from './purchase';

const sku = (id: number, price: number, stock: number, marketPrice = 0) => ({ id, price, stock, marketPrice });

describe('purchase rules', () => {
  it('prices from the cheapest SKU in stock', () => {
    expect(priceFrom([sku(1, 3000, 0), sku(2, 1990, 5), sku(3, 5990, 5)])).toEqual({ fen: 1990, many: true });
    expect(priceFrom([sku(1, 1990, 5)])).toEqual({ fen: 1990, many: false });
    expect(priceFrom([sku(1, 1990, 0)])).toBeNull();
  });

  it('preselects the first SKU in stock', () => {
    expect(defaultSku([sku(1, 1, 0), sku(2, 1, 3)])?.id).toBe(2);
    expect(defaultSku([sku(1, 1, 0)])?.id).toBe(1);
    expect(defaultSku([])).toBeUndefined();
  });

  it('caps the quantity by stock and 99', () => {
    expect(maxQuantity(sku(1, 1, 5))).toBe(5);
    expect(maxQuantity(sku(1, 1, 500))).toBe(99);
    expect(maxQuantity(sku(1, 1, 0))).toBe(0);
    expect(maxQuantity(undefined)).toBe(0);
  });

  it('totals in 分 and shows the saving', () => {
    expect(lineTotal(sku(1, 1990, 5), 3)).toBe(5970);
    expect(savingText(sku(1, 1990, 5, 2990))).toBe('立省 ¥10.00');
    expect(savingText(sku(1, 1990, 5, 1990))).toBe('');
  });
});
