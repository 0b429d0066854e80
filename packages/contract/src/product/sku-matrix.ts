/** A property picked for a multi-spec SPU with the values chosen for it. */
export interface SkuMatrixProperty {
  propertyId: number;
  propertyName: string;
  values: { id: number; name: string }[];
}
export interface SkuMatrixCell {
  propertyId: number;
  propertyName: string;
  valueId: number;
  valueName: string;
}

/**
 * The SKU rows of a multi-spec SPU: one per combination of the chosen values (the cartesian product, first property
 * varying slowest). Properties without values are skipped; no properties → no rows.
 */
export function buildSkuMatrix(properties: readonly SkuMatrixProperty[]): SkuMatrixCell[][] {
  const used = properties.filter((p) => p.values.length > 0);
  if (used.length === 0) return [];
  let rows: SkuMatrixCell[][] = [[]];
  for (const p of used) {
    const next: SkuMatrixCell[][] = [];
    for (const row of rows) {
      for (const v of p.values) next.push([...row, { propertyId: p.propertyId, propertyName: p.propertyName, valueId: v.id, valueName: v.name }]);
    }
    rows = next;
  }
  return rows;
}

/** Stable key of a SKU's value combination (to keep entered prices when the matrix is rebuilt, and to find duplicates). */
export function skuKey(cells: readonly { propertyId: number; valueId: number }[]): string {
  return cells.map((c) => `${c.propertyId}:${c.valueId}`).join(',');
}

/** SKU display name: the value names joined (e.g. "月卡 / 标准版"); '' for a single-spec SKU. */
export function skuName(cells: readonly { valueName?: string }[]): string {
  return cells.map((c) => c.valueName ?? '').join(' / ');
}

export type SkuShapeProblem = 'single-spec' | 'properties-differ' | 'duplicate' | null;

/**
 * Checks the SKUs of a SPU have the shape its spec type needs: single-spec → exactly one SKU without properties;
 * multi-spec → every SKU has at least one property, all SKUs the same property ids in the same order, no combination twice.
 */
export function checkSkuShape(specType: boolean, skus: readonly { properties: readonly { propertyId: number; valueId: number }[] }[]): SkuShapeProblem {
  if (!specType) return skus.length === 1 && skus[0].properties.length === 0 ? null : 'single-spec';
  const first = skus[0]?.properties.map((p) => p.propertyId).join(',');
  if (!first) return 'properties-differ';
  const seen = new Set<string>();
  for (const s of skus) {
    if (s.properties.map((p) => p.propertyId).join(',') !== first) return 'properties-differ';
    if (new Set(s.properties.map((p) => p.propertyId)).size !== s.properties.length) return 'properties-differ';
    const key = skuKey(s.properties);
    if (seen.has(key)) return 'duplicate';
    seen.add(key);
  }
  return null;
}
