import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { CommonStatus, GlobalMessage, SystemError, UserCreateReq, type UserImportResp } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { UserType } from '../../../core/auth';
import { BizError, badRequest, fail } from '../../../core/errors';
import { zodMessage } from '../../../core/route';
import { hashPassword } from '../auth/auth.service';
import { removeTokensOfUsers } from '../oauth2/oauth2-token.service';
import { createAdminUser, initialPassword, updateAdminUser } from './user-admin.service';
import { systemUsers } from './user.schema';

/** Columns of the import sheet (yudao UserImportExcelVO), header text → field. */
export const IMPORT_COLUMNS = [
  { header: '登录名称', key: 'username', width: 16 },
  { header: '用户名称', key: 'nickname', width: 16 },
  { header: '部门编号', key: 'deptId', width: 10 },
  { header: '用户邮箱', key: 'email', width: 24 },
  { header: '手机号码', key: 'mobile', width: 14 },
  { header: '用户性别', key: 'sex', width: 10 },
  { header: '帐号状态', key: 'status', width: 10 },
] as const;

export type ImportRow = Record<(typeof IMPORT_COLUMNS)[number]['key'], string>;

/** Reads the first sheet: row 1 names the columns (by header text, any order), blank rows are skipped. */
export async function readImportRows(content: Buffer): Promise<ImportRow[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(content as any);
  } catch {
    throw badRequest('导入文件不是有效的 Excel (.xlsx) 文件');
  }
  const sheet = wb.worksheets[0];
  if (!sheet) return [];
  const columnOf = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => columnOf.set(cell.text.trim(), col));
  const missing = IMPORT_COLUMNS.filter((c) => c.key === 'username' && !columnOf.has(c.header));
  if (missing.length) throw badRequest(`导入文件缺少列：${missing.map((c) => c.header).join('、')}`);
  const rows: ImportRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const values = Object.fromEntries(
      IMPORT_COLUMNS.map((c) => {
        const col = columnOf.get(c.header);
        return [c.key, col ? row.getCell(col).text.trim() : ''];
      }),
    ) as ImportRow;
    if (Object.values(values).some(Boolean)) rows.push(values);
  }
  return rows;
}

/** A dictionary cell: the label (男, 开启) or the value itself; blank gives the fallback. */
function dictValue(text: string, labels: ReadonlyMap<string, string>, fallback: number): number | string {
  if (!text) return fallback;
  for (const [value, label] of labels) if (label === text || value === text) return Number(value);
  return text;
}

const ImportRowSchema = UserCreateReq.pick({ username: true, nickname: true, deptId: true, email: true, mobile: true, sex: true, status: true });

/**
 * Imports users row by row, each in its own savepoint: a failing row leaves nothing behind and the others go on.
 * A known username is updated when `updateSupport`, else refused. New users get the configured initial password.
 */
export async function importUsers(
  db: Db,
  rows: ImportRow[],
  options: { updateSupport: boolean; operator: string; sexLabels: ReadonlyMap<string, string>; statusLabels: ReadonlyMap<string, string> },
): Promise<UserImportResp> {
  if (!rows.length) fail(SystemError.USER_IMPORT_LIST_IS_EMPTY);
  const result: UserImportResp = { createUsernames: [], updateUsernames: [], failureUsernames: {} };
  let passwordHash: string | undefined;
  for (const [i, row] of rows.entries()) {
    const key = row.username || `第 ${i + 2} 行`;
    try {
      await db.transaction(async (trx) => {
        const sp = trx as unknown as Db;
        const parsed = ImportRowSchema.safeParse({
          username: row.username,
          nickname: row.nickname,
          deptId: row.deptId ? Number(row.deptId) : null,
          email: row.email,
          mobile: row.mobile,
          sex: dictValue(row.sex, options.sexLabels, 0),
          status: dictValue(row.status, options.statusLabels, CommonStatus.ENABLE),
        });
        if (!parsed.success) throw badRequest(zodMessage(parsed.error));
        const input = parsed.data;
        const [existing] = await sp.select().from(systemUsers).where(eq(systemUsers.username, input.username));
        if (!existing) {
          passwordHash ??= await hashPassword(await initialPassword(sp, undefined));
          await createAdminUser(sp, { ...input, postIds: [] }, options.operator, passwordHash);
          result.createUsernames.push(input.username);
          return;
        }
        if (!options.updateSupport || existing.userType !== UserType.ADMIN) fail(SystemError.USER_USERNAME_EXISTS);
        await updateAdminUser(sp, existing.id, { ...input, postIds: existing.postIds, remark: existing.remark }, options.operator);
        await sp.update(systemUsers).set({ status: input.status }).where(eq(systemUsers.id, existing.id));
        if (input.status !== CommonStatus.ENABLE) await removeTokensOfUsers(sp, [existing.id]);
        result.updateUsernames.push(input.username);
      });
    } catch (error) {
      result.failureUsernames[key] = error instanceof BizError ? error.message : GlobalMessage[500];
    }
  }
  return result;
}
