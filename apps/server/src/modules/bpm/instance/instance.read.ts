import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { BpmUserSimple } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { hasPermission, type LoginUser } from '../../../core/auth';
import { systemDept } from '../../system/dept/dept.schema';
import { systemUsers } from '../../system/user/user.schema';
import { bpmProcessInstanceCopy, bpmTask, bpmTaskLog } from '../task/task.schema';
import type { BpmProcessInstanceRow } from './instance.schema';

/** The permission that lets a process administrator read every instance. */
export const QUERY_ALL_PERMISSION = 'bpm:process-instance:query-all';

/** id → {id, nickname, deptId, deptName} in one query. */
export async function userSimples(db: Db, ids: (number | null | undefined)[]): Promise<Map<number, BpmUserSimple>> {
  const wanted = [...new Set(ids.filter((v): v is number => typeof v === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: systemUsers.id, nickname: systemUsers.nickname, deptId: systemUsers.deptId, deptName: systemDept.name })
    .from(systemUsers)
    .leftJoin(systemDept, eq(systemDept.id, systemUsers.deptId))
    .where(inArray(systemUsers.id, wanted));
  return new Map(rows.map((r) => [r.id, { id: r.id, nickname: r.nickname, deptId: r.deptId, deptName: r.deptName ?? null }]));
}

export const unknownUser = (id: number): BpmUserSimple => ({ id, nickname: `用户${id}`, deptId: null, deptName: null });

/** The starter, anyone who holds or held one of its tasks (task log included), or a process administrator. */
export async function canReadInstance(db: Db, user: LoginUser, instance: Pick<BpmProcessInstanceRow, 'id' | 'startUserId'>): Promise<boolean> {
  if (instance.startUserId === user.id || hasPermission(user, QUERY_ALL_PERMISSION)) return true;
  // 抄送: a copy sent to the user
  const [copy] = await db
    .select({ id: bpmProcessInstanceCopy.id })
    .from(bpmProcessInstanceCopy)
    .where(and(eq(bpmProcessInstanceCopy.processInstanceId, instance.id), eq(bpmProcessInstanceCopy.userId, user.id)))
    .limit(1);
  if (copy) return true;
  const [task] = await db
    .select({ id: bpmTask.id })
    .from(bpmTask)
    .where(
      and(
        eq(bpmTask.processInstanceId, instance.id),
        or(
          eq(bpmTask.assigneeUserId, user.id),
          eq(bpmTask.ownerUserId, user.id),
          sql`${bpmTask.candidateUserIds} @> array[${user.id}]::bigint[]`,
          // held it once: transferred away, or delegated and handed back
          exists(db.select({ one: sql`1` }).from(bpmTaskLog).where(and(eq(bpmTaskLog.taskId, bpmTask.id), or(eq(bpmTaskLog.toUserId, user.id), eq(bpmTaskLog.fromUserId, user.id))))),
        ),
      ),
    )
    .limit(1);
  return !!task;
}
