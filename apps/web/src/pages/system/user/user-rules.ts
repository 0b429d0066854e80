import type { UserImportResp } from '@gprs/contract';

/** The import answer as lists to show: created / updated usernames and each refused username with its reason. */
export function importSummary(r: UserImportResp): { created: string[]; updated: string[]; failures: { username: string; reason: string }[] } {
  return {
    created: [...(r.createUsernames ?? [])],
    updated: [...(r.updateUsernames ?? [])],
    failures: Object.entries(r.failureUsernames ?? {}).map(([username, reason]) => ({ username, reason })),
  };
}

/** The confirmation of the status switch: 确认要"停用""admin"用户吗? (the new status: 0 启用, otherwise 停用). */
export function statusConfirmText(username: string, newStatus: number): string {
  return `确认要"${newStatus === 0 ? '启用' : '停用'}""${username}"用户吗?`;
}
