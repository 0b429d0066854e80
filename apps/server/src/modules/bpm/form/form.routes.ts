import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { BpmError, BpmFormCreateReq, BpmFormFilter, BpmFormUpdateReq, CommonStatus, schemaToFormCreate, type BpmFormResp, type BpmFormSchema, type BpmFormSimpleResp } from '@gprs/contract';
import { crudRoutes } from '../../../core/crud';
import { fail } from '../../../core/errors';
import { likeContains } from '../../../core/filters';
import { bpmModel } from '../model/model.schema';
import { bpmForm, type BpmFormRow } from './form.schema';

const toResp = (r: BpmFormRow): BpmFormResp => ({
  id: r.id,
  name: r.name,
  status: r.status,
  schema: r.schema as BpmFormSchema,
  uiSchema: r.uiSchema,
  // yudao 2.x reads the form as form-create
  ...schemaToFormCreate(r.schema as BpmFormSchema, r.uiSchema),
  remark: r.remark,
  createTime: r.createTime.getTime(),
});

/** 流程表单: /bpm/form/{page,get,create,update,delete,list-all-simple}. */
export function bpmFormRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/bpm/form',
    table: bpmForm,
    permission: 'bpm:form',
    create: BpmFormCreateReq,
    update: BpmFormUpdateReq,
    filter: BpmFormFilter,
    where: (f) => (f.name ? likeContains(bpmForm.name, f.name) : undefined),
    orderBy: [desc(bpmForm.id)],
    notFound: BpmError.FORM_NOT_EXISTS,
    toVO: toResp,
    beforeDelete: async ({ db }, existing) => {
      const [model] = await db.select({ name: bpmModel.name }).from(bpmModel).where(eq(bpmModel.formId, existing.id)).limit(1);
      if (model) fail(BpmError.FORM_IN_USE, model.name);
    },
    listAllSimple: {
      // 流程表单, and the form binding of 流程模型
      permission: ['bpm:form:query', 'bpm:model:query'],
      where: eq(bpmForm.status, CommonStatus.ENABLE),
      map: (r): BpmFormSimpleResp => ({ id: r.id, name: r.name }),
    },
  });
}
