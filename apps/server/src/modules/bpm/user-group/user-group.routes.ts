import type { FastifyInstance } from 'fastify';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { BpmError, BpmUserGroupCreateReq, BpmUserGroupFilter, BpmUserGroupUpdateReq, CommonStatus, type BpmUserGroupResp, type BpmUserGroupSimpleResp } from '@gprs/contract';
import { crudRoutes } from '../../../core/crud';
import { likeContains, timeBetween } from '../../../core/filters';
import { bpmUserGroup, type BpmUserGroupRow } from './user-group.schema';

const toResp = (r: BpmUserGroupRow): BpmUserGroupResp => ({
  id: r.id,
  name: r.name,
  description: r.description,
  memberUserIds: r.memberUserIds,
  status: r.status,
  createTime: r.createTime.getTime(),
});

/** 用户分组: /bpm/user-group/{page,get,create,update,delete,list-all-simple,simple-list}. */
export function bpmUserGroupRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/bpm/user-group',
    table: bpmUserGroup,
    permission: 'bpm:user-group',
    create: BpmUserGroupCreateReq,
    update: BpmUserGroupUpdateReq,
    filter: BpmUserGroupFilter,
    where: (f): SQL | undefined =>
      and(
        f.name ? likeContains(bpmUserGroup.name, f.name) : undefined,
        f.status !== undefined ? eq(bpmUserGroup.status, f.status) : undefined,
        timeBetween(bpmUserGroup.createTime, f.createTime),
      ),
    orderBy: [desc(bpmUserGroup.id)],
    notFound: BpmError.USER_GROUP_NOT_EXISTS,
    toVO: toResp,
    listAllSimple: {
      // 用户分组, and the user-group picker of 分配规则
      permission: ['bpm:user-group:query', 'bpm:task-assign-rule:query'],
      where: eq(bpmUserGroup.status, CommonStatus.ENABLE),
      map: (r): BpmUserGroupSimpleResp => ({ id: r.id, name: r.name }),
      alsoSimpleList: true,
    },
  });
}
