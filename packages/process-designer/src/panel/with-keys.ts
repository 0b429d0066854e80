/** Table rows with a stable `_key` (the list position: rows are plain values without ids). */
export function withKeys<T extends object>(rows: T[]): (T & { _key: string })[] {
  return rows.map((row, index) => ({ ...row, _key: String(index) }));
}
