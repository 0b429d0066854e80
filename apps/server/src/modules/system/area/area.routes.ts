import type { FastifyInstance } from 'fastify';
import { AreaByIpReq, type AreaNodeResp } from '@gprs/contract';
import { route } from '../../../core/route';
import { areaOfIp, areaTree } from './area';

/** 地区 (yudao 2.x): /system/area/tree and /system/area/get-by-ip, for any signed-in user as in yudao (no permission). */
export function areaRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/system/area/tree',
    auth: 'user',
    handler: (): AreaNodeResp[] => areaTree(),
  });

  route(app, {
    method: 'GET',
    url: '/system/area/get-by-ip',
    auth: 'user',
    query: AreaByIpReq,
    handler: ({ query }): string => areaOfIp(query.ip),
  });
}
