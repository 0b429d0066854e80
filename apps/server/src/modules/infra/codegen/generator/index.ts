import type { CodegenPreviewResp } from '@gprs/contract';
import { contractFile } from './contract';
import { buildContext, type CodegenModel } from './model';
import { apiTestFile, routesFile, schemaFile, serviceFile } from './server';
import { menuSqlFile, webPageFile } from './web';

export type { CodegenModel } from './model';

/** The not-found error code of a generated resource: 1_999_xxx_000 by table id, to be moved into the module's range. */
export function errorCodeOf(tableId: number): number {
  return 1_999_000_000 + (tableId % 1000) * 1000;
}

/**
 * Every file generated for an imported table, as pure functions of its settings: server module (drizzle table,
 * service, routes, API test), contract schemas, React page on the CRUD kit and the menu SQL.
 */
export function generateFiles(model: CodegenModel): CodegenPreviewResp[] {
  const ctx = buildContext(model);
  const dir = `apps/server/src/modules/${ctx.module}/${ctx.business}`;
  return [
    { filePath: `${dir}/${ctx.business}.schema.ts`, code: schemaFile(ctx) },
    { filePath: `${dir}/${ctx.business}.service.ts`, code: serviceFile(ctx) },
    { filePath: `${dir}/${ctx.business}.routes.ts`, code: routesFile(ctx) },
    { filePath: `${dir}/${ctx.business}.api.test.ts`, code: apiTestFile(ctx) },
    { filePath: `packages/contract/src/${ctx.module}/${ctx.business}.ts`, code: contractFile(ctx, errorCodeOf(model.table.id)) },
    { filePath: `apps/web/src/pages/${ctx.module}/${ctx.business}/index.tsx`, code: webPageFile(ctx) },
    { filePath: `sql/menu/${ctx.module}-${ctx.business}.sql`, code: menuSqlFile(ctx) },
  ];
}
