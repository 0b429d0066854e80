import type { FastifyInstance } from 'fastify';
import { and, desc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import { BpmError, BpmModelCreateReq, BpmModelDeployReq, BpmModelListReq, BpmModelPageReq, BpmModelUpdateReq, IdQuery } from '@gprs/contract';
import { route } from '../../../core/route';
import { fail } from '../../../core/errors';
import { pageQuery } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { bpmTaskAssignRule } from '../assign-rule/assign-rule.schema';
import { assertXmlMatchesKey } from './bpmn-xml';
import { bpmModel } from './model.schema';
import { assertFormBinding, deployModel, toModelVOs } from './model.service';

async function assertKeyFree(db: Db, key: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: bpmModel.id })
    .from(bpmModel)
    .where(exceptId ? and(eq(bpmModel.key, key), ne(bpmModel.id, exceptId)) : eq(bpmModel.key, key));
  if (taken) fail(BpmError.MODEL_KEY_EXISTS, key);
}

export function bpmModelRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/bpm/model/page',
    permission: 'bpm:model:query',
    query: BpmModelPageReq,
    handler: async ({ db, query }) => {
      const filters: SQL[] = [];
      if (query.key) filters.push(ilike(bpmModel.key, `%${query.key}%`));
      if (query.name) filters.push(ilike(bpmModel.name, `%${query.name}%`));
      if (query.category) filters.push(eq(bpmModel.category, query.category));
      const page = await pageQuery(db, bpmModel, query, { where: and(...filters), orderBy: [desc(bpmModel.id)] });
      return { list: await toModelVOs(db, page.list), total: page.total };
    },
  });

  route(app, {
    method: 'GET',
    url: '/bpm/model/list',
    permission: 'bpm:model:query',
    query: BpmModelListReq,
    handler: async ({ db, query }) => {
      const rows = await db
        .select()
        .from(bpmModel)
        .where(query.name ? ilike(bpmModel.name, `%${query.name}%`) : undefined)
        .orderBy(desc(bpmModel.id));
      return toModelVOs(db, rows, false);
    },
  });

  route(app, {
    method: 'POST',
    url: '/bpm/model/deploy',
    permission: 'bpm:model:deploy',
    query: BpmModelDeployReq,
    handler: async ({ db, query, user }) => {
      await deployModel(db, query.id, String(user.id));
      return true;
    },
  });

  route(app, {
    method: 'GET',
    url: '/bpm/model/get',
    permission: 'bpm:model:query',
    query: IdQuery,
    handler: async ({ db, query }) => {
      const [row] = await db.select().from(bpmModel).where(eq(bpmModel.id, query.id));
      if (!row) fail(BpmError.MODEL_NOT_EXISTS);
      return (await toModelVOs(db, [row]))[0];
    },
  });

  route(app, {
    method: 'POST',
    url: '/bpm/model/create',
    permission: 'bpm:model:create',
    body: BpmModelCreateReq,
    handler: async ({ db, body, user }) => {
      await assertKeyFree(db, body.key);
      if (body.bpmnXml) await assertXmlMatchesKey(body.bpmnXml, body.key);
      const { formType, formId, formCustomCreatePath, formCustomViewPath, ...fields } = body;
      // the form binding may come with the model (yudao 2.x creates it so)
      const binding = {
        formType: formType ?? null,
        formId: formType === 10 ? (formId ?? null) : null,
        formCustomCreatePath: formType === 20 ? (formCustomCreatePath?.trim() ?? null) : null,
        formCustomViewPath: formType === 20 ? (formCustomViewPath?.trim() ?? null) : null,
      };
      if (binding.formType !== null) await assertFormBinding(db, binding);
      const [row] = await db
        .insert(bpmModel)
        .values({ ...fields, ...binding, bpmnXml: body.bpmnXml ?? null, creator: String(user.id), updater: String(user.id) })
        .returning({ id: bpmModel.id });
      return row.id;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/bpm/model/update',
    permission: 'bpm:model:update',
    body: BpmModelUpdateReq,
    handler: async ({ db, body, user }) => {
      const [existing] = await db.select().from(bpmModel).where(eq(bpmModel.id, body.id));
      if (!existing) fail(BpmError.MODEL_NOT_EXISTS);
      await assertKeyFree(db, body.key, body.id);
      if (body.bpmnXml) await assertXmlMatchesKey(body.bpmnXml, body.key);
      const { id, bpmnXml, formType, formId, formCustomCreatePath, formCustomViewPath, ...fields } = body;
      // the form binding changes only when formType is sent (null clears it)
      const binding =
        formType === undefined
          ? {}
          : {
              formType: formType ?? null,
              formId: formType === 10 ? (formId ?? null) : null,
              formCustomCreatePath: formType === 20 ? (formCustomCreatePath?.trim() ?? null) : null,
              formCustomViewPath: formType === 20 ? (formCustomViewPath?.trim() ?? null) : null,
            };
      if (formType !== undefined) await assertFormBinding(db, { formType: null, formId: null, formCustomCreatePath: null, formCustomViewPath: null, ...binding });
      await db
        .update(bpmModel)
        .set({ ...fields, ...binding, ...(bpmnXml ? { bpmnXml } : {}), updater: String(user.id) })
        .where(eq(bpmModel.id, id));
      return true;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/bpm/model/delete',
    permission: 'bpm:model:delete',
    query: IdQuery,
    handler: async ({ db, query }) => {
      const deleted = await db.delete(bpmModel).where(eq(bpmModel.id, query.id)).returning({ id: bpmModel.id });
      if (!deleted.length) fail(BpmError.MODEL_NOT_EXISTS);
      await db.delete(bpmTaskAssignRule).where(eq(bpmTaskAssignRule.modelId, query.id));
      return true;
    },
  });
}
