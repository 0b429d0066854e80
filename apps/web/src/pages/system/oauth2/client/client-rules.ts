/** Tag input values as the server wants them: trimmed, empty ones dropped, each once, in the order first entered. */
export function normalizeTags(values: readonly unknown[] | null | undefined): string[] {
  const out: string[] = [];
  for (const v of values ?? []) {
    if (v === null || v === undefined) continue;
    const text = String(v).trim();
    if (text !== '' && !out.includes(text)) out.push(text);
  }
  return out;
}

/** The auto-approve scopes that are not among the client's scopes (the server refuses the client while any is left). */
export function scopesOutside(autoApprove: readonly string[] | null | undefined, scopes: readonly string[] | null | undefined): string[] {
  const allowed = new Set(normalizeTags(scopes));
  return normalizeTags(autoApprove).filter((s) => !allowed.has(s));
}

/** A token validity in seconds for people: 1800 → '30 分钟', 2592000 → '30 天', 90 → '90 秒'. */
export function formatValidity(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds)) return '';
  if (seconds > 0 && seconds % 86_400 === 0) return `${seconds / 86_400} 天`;
  if (seconds > 0 && seconds % 3600 === 0) return `${seconds / 3600} 小时`;
  if (seconds > 0 && seconds % 60 === 0) return `${seconds / 60} 分钟`;
  return `${seconds} 秒`;
}
