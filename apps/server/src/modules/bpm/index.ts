import type { FastifyInstance } from 'fastify';
import { bpmModelRoutes } from './model/model.routes';
import { bpmCategoryRoutes } from './category/category.routes';
import { bpmFormRoutes } from './form/form.routes';
import { bpmUserGroupRoutes } from './user-group/user-group.routes';
import { bpmDefinitionRoutes } from './definition/definition.routes';
import { bpmAssignRuleRoutes } from './assign-rule/assign-rule.routes';
import { bpmInstanceRoutes } from './instance/instance.routes';
import { bpmApprovalDetailRoutes } from './instance/approval-detail.routes';
import { bpmEventRoutes } from './instance/events.routes';
import { bpmTaskRoutes } from './task/task.routes';
import { bpmOaLeaveRoutes } from './oa-leave/oa-leave.routes';

/** Every route of the workflow area (工作流程), under /admin-api. */
export async function registerBpmModules(app: FastifyInstance): Promise<void> {
  bpmModelRoutes(app);
  bpmCategoryRoutes(app);
  bpmFormRoutes(app);
  bpmUserGroupRoutes(app);
  bpmDefinitionRoutes(app);
  bpmAssignRuleRoutes(app);
  bpmInstanceRoutes(app);
  bpmApprovalDetailRoutes(app);
  bpmEventRoutes(app);
  bpmTaskRoutes(app);
  bpmOaLeaveRoutes(app);
}
