/** JSON for the wire: Date values become epoch milliseconds (the contract's time format). */
export function toWireJson(payload: unknown): string {
  return JSON.stringify(payload, function replacer(this: any, key: string, value: unknown) {
    const original = this[key];
    if (original instanceof Date) return original.getTime();
    if (typeof value === 'bigint') return Number(value);
    return value;
  });
}
