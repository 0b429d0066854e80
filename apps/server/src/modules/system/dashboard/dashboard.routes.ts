import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/route';
import { forbidden } from '../../../core/errors';
import { UserType } from '../../../core/auth';
import { dashboardSummary } from './dashboard.service';

export function dashboardRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/system/dashboard/summary',
    auth: 'user',
    handler: ({ db, user }) => {
      if (user.userType !== UserType.ADMIN) throw forbidden();
      return dashboardSummary(db, user.id);
    },
  });
}
