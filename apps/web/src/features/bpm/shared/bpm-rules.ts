/** Paths and small rules of the workflow pages; pure, tested in bpm-rules.test.ts. */

export const INSTANCE_LIST_PATH = '/bpm/task/my';
export const INSTANCE_CREATE_PATH = '/bpm/process-instance/create';
export const INSTANCE_DETAIL_PATH = '/bpm/process-instance/detail';
export const DEFINITION_PATH = '/bpm/manager/definition';
export const LEAVE_LIST_PATH = '/bpm/oa/leave';
export const LEAVE_CREATE_PATH = '/bpm/oa/leave/create';
export const LEAVE_DETAIL_PATH = '/bpm/oa/leave/detail';

/** Result codes (dict bpm_process_instance_result; spec §4). */
export const RESULT = { PROCESS: 1, APPROVE: 2, REJECT: 3, CANCEL: 4, RETURN: 5, FAILED: 6 } as const;

export const instanceDetailPath = (id: string) => `${INSTANCE_DETAIL_PATH}?id=${encodeURIComponent(id)}`;
export const definitionPath = (key: string) => `${DEFINITION_PATH}?key=${encodeURIComponent(key)}`;

/** The page of a business form for an instance: `<viewPath>?id=<row id>` from businessKey `<process key>:<row id>`. */
export function businessViewPath(viewPath: string | null | undefined, businessKey: string | null | undefined): string | undefined {
  if (!viewPath || !businessKey) return undefined;
  const id = businessKey.slice(businessKey.lastIndexOf(':') + 1);
  if (!id) return undefined;
  return `${viewPath}${viewPath.includes('?') ? '&' : '?'}id=${encodeURIComponent(id)}`;
}

/** 1 h 2 min 3 s style duration (yudao's formatPast2). */
export function formatDuration(ms: number | null | undefined): string {
  if (ms == null || ms < 0) return '';
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const parts: string[] = [];
  if (d) parts.push(`${d} 天`);
  if (h) parts.push(`${h} 小时`);
  if (m) parts.push(`${m} 分钟`);
  if (sec || parts.length === 0) parts.push(`${sec} 秒`);
  return parts.join(' ');
}

export interface ActionableTask {
  id: string;
  result: number;
  assigneeUser: { id: number } | null;
  /** a pool's candidates (any of them may act while nobody has claimed the task) */
  candidateUsers?: readonly { id: number }[];
}

/**
 * The running task of the signed-in user in an instance's task list (the one 通过/不通过/转办/委派 act on), if any:
 * assigned to them, or an unclaimed pool task they are a candidate of.
 */
export function myRunningTask<T extends ActionableTask>(tasks: readonly T[], userId: number | undefined): T | undefined {
  if (userId === undefined) return undefined;
  return tasks.find(
    (t) => t.result === RESULT.PROCESS && (t.assigneeUser ? t.assigneeUser.id === userId : (t.candidateUsers ?? []).some((c) => c.id === userId)),
  );
}

/** An id of the URL that looks like a UUID (process instance / definition ids), else undefined. */
export function parseUuidParam(search: string | URLSearchParams, name = 'id'): string | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(name)?.trim();
  return raw && /^[0-9a-fA-F-]{8,64}$/.test(raw) ? raw : undefined;
}

/** A positive integer query value, else undefined. */
export function parseIntParam(search: string | URLSearchParams, name = 'id'): number | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(name);
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
}

/** Definitions grouped by category code, categories in first-seen order ('' = 未分类 last). */
export function groupByCategory<T extends { category: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = item.category ?? '';
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const none = groups.get('');
  if (none) {
    groups.delete('');
    groups.set('', none);
  }
  return groups;
}
