import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm';
import { MAX_GROUP_ITEMS, MAX_STOCK_GROUPS, StockError, type HistoryVO } from '@gprs/contract';
import type { Db } from '../../db/client';
import { fail } from '../../core/errors';
import { pageQuery } from '../../core/paging';
import { systemUsers } from '../system/user/user.schema';
import { stockInformation, stockNews } from './content.schema';
import { withInformationStocks } from './content.service';
import { stockConcept, stockInfo } from './market.schema';
import { likePattern, requireStock, toConcept, toQuote } from './market.service';
import { stockMemberFavorite, stockMemberGroup, stockMemberGroupItem, stockMemberHistory, stockMemberRecord, stockMemberSetting } from './member.schema';
import { sanitizeHtml } from './sanitize';

// ---- stock groups (自选分组)

export async function listGroups(db: Db, userId: number) {
  return db
    .select({
      id: stockMemberGroup.id,
      name: stockMemberGroup.name,
      sort: stockMemberGroup.sort,
      createTime: stockMemberGroup.createTime,
      count: sql<number>`(select count(*)::int from stock_member_group_item i where i.group_id = "stock_member_group"."id")`,
    })
    .from(stockMemberGroup)
    .where(eq(stockMemberGroup.userId, userId))
    .orderBy(asc(stockMemberGroup.sort), asc(stockMemberGroup.id));
}

/** The member's own group; another member's id is indistinguishable from a missing one (404). */
export async function requireOwnGroup(db: Db, userId: number, id: number) {
  const [row] = await db.select().from(stockMemberGroup).where(and(eq(stockMemberGroup.id, id), eq(stockMemberGroup.userId, userId)));
  if (!row) fail(StockError.GROUP_NOT_EXISTS);
  return row;
}

async function assertUniqueName(db: Db, userId: number, name: string, exceptId?: number) {
  const [dup] = await db.select({ id: stockMemberGroup.id }).from(stockMemberGroup).where(and(eq(stockMemberGroup.userId, userId), eq(stockMemberGroup.name, name)));
  if (dup && dup.id !== exceptId) fail(StockError.GROUP_NAME_DUPLICATE, name);
}

export async function createGroup(db: Db, userId: number, body: { name: string; sort?: number }): Promise<number> {
  const [{ n, maxSort }] = await db
    .select({ n: count(), maxSort: sql<number>`coalesce(max(${stockMemberGroup.sort}), 0)::int` })
    .from(stockMemberGroup)
    .where(eq(stockMemberGroup.userId, userId));
  if (n >= MAX_STOCK_GROUPS) fail(StockError.GROUP_LIMIT, MAX_STOCK_GROUPS);
  await assertUniqueName(db, userId, body.name);
  const [row] = await db.insert(stockMemberGroup).values({ userId, name: body.name, sort: body.sort ?? maxSort + 1 }).returning({ id: stockMemberGroup.id });
  return row.id;
}

export async function updateGroup(db: Db, userId: number, body: { id: number; name: string; sort?: number }) {
  await requireOwnGroup(db, userId, body.id);
  await assertUniqueName(db, userId, body.name, body.id);
  await db.update(stockMemberGroup).set({ name: body.name, ...(body.sort === undefined ? {} : { sort: body.sort }) }).where(eq(stockMemberGroup.id, body.id));
  return true;
}

export async function deleteGroup(db: Db, userId: number, id: number) {
  await requireOwnGroup(db, userId, id);
  await db.delete(stockMemberGroupItem).where(eq(stockMemberGroupItem.groupId, id));
  await db.delete(stockMemberGroup).where(eq(stockMemberGroup.id, id));
  return true;
}

/** New order of the member's groups: `ids` must name own groups only; listed groups get sort 1, 2, … */
export async function reorderGroups(db: Db, userId: number, ids: number[]) {
  const own = await db.select({ id: stockMemberGroup.id }).from(stockMemberGroup).where(eq(stockMemberGroup.userId, userId));
  const ownIds = new Set(own.map((g) => g.id));
  if (ids.some((id) => !ownIds.has(id))) fail(StockError.GROUP_NOT_EXISTS);
  if (new Set(ids).size !== ids.length) fail(StockError.GROUP_REORDER_MISMATCH);
  for (let i = 0; i < ids.length; i++) await db.update(stockMemberGroup).set({ sort: i + 1 }).where(eq(stockMemberGroup.id, ids[i]));
  return true;
}

// ---- watch-list items (自选股)

/** Items of one group, or of every group when no group is given, with live quote fields. */
export async function listWatchItems(db: Db, userId: number, groupId?: number) {
  if (groupId) await requireOwnGroup(db, userId, groupId);
  const rows = await db
    .select({
      ...getTableColumns(stockInfo),
      itemId: stockMemberGroupItem.id,
      groupId: stockMemberGroupItem.groupId,
      itemSort: stockMemberGroupItem.sort,
      addTime: stockMemberGroupItem.createTime,
    })
    .from(stockMemberGroupItem)
    .innerJoin(stockInfo, eq(stockInfo.code, stockMemberGroupItem.stockCode))
    .innerJoin(stockMemberGroup, eq(stockMemberGroup.id, stockMemberGroupItem.groupId))
    .where(and(eq(stockMemberGroupItem.userId, userId), groupId ? eq(stockMemberGroupItem.groupId, groupId) : undefined))
    .orderBy(asc(stockMemberGroup.sort), asc(stockMemberGroupItem.groupId), asc(stockMemberGroupItem.sort), asc(stockMemberGroupItem.id));
  return rows.map(({ itemId, groupId: g, itemSort, addTime, ...stock }) => ({ ...toQuote(stock), itemId, groupId: g, sort: itemSort, addTime }));
}

/** Adds a stock to a group (default: the first group, created as 我的自选 when the member has none). */
export async function addWatchItem(db: Db, userId: number, body: { groupId?: number; stockCode: string }): Promise<number> {
  await requireStock(db, body.stockCode);
  let groupId = body.groupId;
  let groupName = '';
  if (groupId) {
    groupName = (await requireOwnGroup(db, userId, groupId)).name;
  } else {
    const [first] = await listGroups(db, userId);
    if (first) {
      groupId = first.id;
      groupName = first.name;
    } else {
      groupName = '我的自选';
      groupId = await createGroup(db, userId, { name: groupName });
    }
  }
  const [stats] = await db
    .select({ n: count(), maxSort: sql<number>`coalesce(max(${stockMemberGroupItem.sort}), 0)::int` })
    .from(stockMemberGroupItem)
    .where(eq(stockMemberGroupItem.groupId, groupId));
  if (stats.n >= MAX_GROUP_ITEMS) fail(StockError.GROUP_ITEM_LIMIT, MAX_GROUP_ITEMS);
  const [row] = await db
    .insert(stockMemberGroupItem)
    .values({ userId, groupId, stockCode: body.stockCode, sort: stats.maxSort + 1 })
    .onConflictDoNothing()
    .returning({ id: stockMemberGroupItem.id });
  if (!row) fail(StockError.GROUP_ITEM_EXISTS, groupName);
  return row.id;
}

export async function removeWatchItem(db: Db, userId: number, groupId: number, stockCode: string) {
  await requireOwnGroup(db, userId, groupId);
  const removed = await db
    .delete(stockMemberGroupItem)
    .where(and(eq(stockMemberGroupItem.groupId, groupId), eq(stockMemberGroupItem.stockCode, stockCode)))
    .returning({ id: stockMemberGroupItem.id });
  if (!removed.length) fail(StockError.GROUP_ITEM_NOT_EXISTS);
  return true;
}

/** New order of a group's stocks: exactly the group's codes. */
export async function reorderWatchItems(db: Db, userId: number, groupId: number, codes: string[]) {
  await requireOwnGroup(db, userId, groupId);
  const items = await db.select({ id: stockMemberGroupItem.id, code: stockMemberGroupItem.stockCode }).from(stockMemberGroupItem).where(eq(stockMemberGroupItem.groupId, groupId));
  const have = new Set(items.map((i) => i.code));
  if (codes.length !== items.length || new Set(codes).size !== codes.length || codes.some((c) => !have.has(c))) fail(StockError.GROUP_REORDER_MISMATCH);
  for (let i = 0; i < codes.length; i++) {
    await db.update(stockMemberGroupItem).set({ sort: i + 1 }).where(and(eq(stockMemberGroupItem.groupId, groupId), eq(stockMemberGroupItem.stockCode, codes[i])));
  }
  return true;
}

/** Every watched code with the groups holding it (for star icons on lists). */
export async function watchedCodes(db: Db, userId: number) {
  const rows = await db
    .select({ stockCode: stockMemberGroupItem.stockCode, groupId: stockMemberGroupItem.groupId })
    .from(stockMemberGroupItem)
    .where(eq(stockMemberGroupItem.userId, userId));
  const map = new Map<string, number[]>();
  for (const r of rows) map.set(r.stockCode, [...(map.get(r.stockCode) ?? []), r.groupId]);
  return [...map.entries()].map(([stockCode, groupIds]) => ({ stockCode, groupIds }));
}

// ---- favourites (收藏)

async function favoriteTargets(db: Db, targetType: number, ids: number[]): Promise<Map<number, Record<string, unknown>>> {
  if (!ids.length) return new Map();
  if (targetType === 1) {
    const rows = await db
      .select({ id: stockNews.id, title: stockNews.title, summary: stockNews.summary, source: stockNews.source, publishTime: stockNews.publishTime, views: stockNews.views })
      .from(stockNews)
      .where(inArray(stockNews.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  }
  if (targetType === 2) {
    const rows = await withInformationStocks(db, await db.select().from(stockInformation).where(inArray(stockInformation.id, ids)));
    return new Map(rows.map((r) => [r.id, r]));
  }
  const rows = await db.select().from(stockConcept).where(inArray(stockConcept.id, ids));
  return new Map(rows.map((r) => [r.id, { ...toConcept(r) }]));
}

export async function addFavorite(db: Db, userId: number, targetType: number, targetId: number): Promise<number> {
  const target = await favoriteTargets(db, targetType, [targetId]);
  if (!target.size) fail(StockError.FAVORITE_TARGET_NOT_EXISTS);
  const [row] = await db.insert(stockMemberFavorite).values({ userId, targetType, targetId }).onConflictDoNothing().returning({ id: stockMemberFavorite.id });
  if (!row) fail(StockError.FAVORITE_EXISTS);
  return row.id;
}

export async function removeFavorite(db: Db, userId: number, targetType: number, targetId: number) {
  const removed = await db
    .delete(stockMemberFavorite)
    .where(and(eq(stockMemberFavorite.userId, userId), eq(stockMemberFavorite.targetType, targetType), eq(stockMemberFavorite.targetId, targetId)))
    .returning({ id: stockMemberFavorite.id });
  if (!removed.length) fail(StockError.FAVORITE_NOT_EXISTS);
  return true;
}

export async function isFavorite(db: Db, userId: number, targetType: number, targetId: number) {
  const [row] = await db
    .select({ id: stockMemberFavorite.id })
    .from(stockMemberFavorite)
    .where(and(eq(stockMemberFavorite.userId, userId), eq(stockMemberFavorite.targetType, targetType), eq(stockMemberFavorite.targetId, targetId)));
  return !!row;
}

export async function pageFavorites(db: Db, userId: number, q: { pageNo: number; pageSize: number; targetType: number }) {
  const page = await pageQuery(db, stockMemberFavorite, q, {
    where: and(eq(stockMemberFavorite.userId, userId), eq(stockMemberFavorite.targetType, q.targetType)),
    orderBy: [desc(stockMemberFavorite.createTime), desc(stockMemberFavorite.id)],
  });
  const targets = await favoriteTargets(db, q.targetType, page.list.map((f) => f.targetId));
  return {
    list: page.list.map((f) => ({ id: f.id, targetType: f.targetType, targetId: f.targetId, createTime: f.createTime, target: targets.get(f.targetId) ?? null })),
    total: page.total,
  };
}

// ---- members' stock essays (股票随笔)

function toRecord(row: typeof stockMemberRecord.$inferSelect, nickname?: string) {
  const { creator: _c, updater: _u, ...rest } = row;
  return nickname === undefined ? rest : { ...rest, nickname };
}

export async function requireOwnRecord(db: Db, userId: number, id: number) {
  const [row] = await db.select().from(stockMemberRecord).where(and(eq(stockMemberRecord.id, id), eq(stockMemberRecord.userId, userId)));
  if (!row) fail(StockError.RECORD_NOT_EXISTS);
  return row;
}

export async function pageOwnRecords(db: Db, userId: number, q: { pageNo: number; pageSize: number; keyword?: string; isOpenRecord?: number }) {
  const page = await pageQuery(db, stockMemberRecord, q, {
    where: and(
      eq(stockMemberRecord.userId, userId),
      q.isOpenRecord === undefined ? undefined : eq(stockMemberRecord.isOpenRecord, q.isOpenRecord),
      q.keyword ? or(ilike(stockMemberRecord.title, likePattern(q.keyword)), ilike(stockMemberRecord.content, likePattern(q.keyword))) : undefined,
    ),
    orderBy: [desc(stockMemberRecord.updateTime), desc(stockMemberRecord.id)],
  });
  return { list: page.list.map((r) => toRecord(r)), total: page.total };
}

/** Public records of every member (is_open_record 0), with the author's nickname. */
export async function pagePublicRecords(db: Db, q: { pageNo: number; pageSize: number; stockCode?: string }) {
  const where = and(eq(stockMemberRecord.isOpenRecord, 0), q.stockCode ? sql`${q.stockCode} = any(${stockMemberRecord.stockCodes})` : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ record: stockMemberRecord, nickname: systemUsers.nickname })
      .from(stockMemberRecord)
      .leftJoin(systemUsers, eq(systemUsers.id, stockMemberRecord.userId))
      .where(where)
      .orderBy(desc(stockMemberRecord.createTime), desc(stockMemberRecord.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(stockMemberRecord).where(where),
  ]);
  return { list: rows.map((r) => toRecord(r.record, r.nickname ?? '')), total: n };
}

export async function getPublicRecord(db: Db, id: number, viewerId?: number) {
  const [row] = await db
    .select({ record: stockMemberRecord, nickname: systemUsers.nickname })
    .from(stockMemberRecord)
    .leftJoin(systemUsers, eq(systemUsers.id, stockMemberRecord.userId))
    .where(eq(stockMemberRecord.id, id));
  if (!row || (row.record.isOpenRecord !== 0 && row.record.userId !== viewerId)) fail(StockError.RECORD_NOT_EXISTS);
  return toRecord(row.record, row.nickname ?? '');
}

export async function createRecord(db: Db, userId: number, body: { title: string; content: string; stockCodes: string[]; isOpenRecord: number }) {
  const [row] = await db
    .insert(stockMemberRecord)
    .values({ userId, title: body.title, content: sanitizeHtml(body.content), stockCodes: [...new Set(body.stockCodes)], isOpenRecord: body.isOpenRecord })
    .returning({ id: stockMemberRecord.id });
  return row.id;
}

export async function updateRecord(db: Db, userId: number, body: { id: number; title: string; content: string; stockCodes: string[]; isOpenRecord: number }) {
  await requireOwnRecord(db, userId, body.id);
  await db
    .update(stockMemberRecord)
    .set({ title: body.title, content: sanitizeHtml(body.content), stockCodes: [...new Set(body.stockCodes)], isOpenRecord: body.isOpenRecord })
    .where(eq(stockMemberRecord.id, body.id));
  return true;
}

export async function deleteRecord(db: Db, userId: number, id: number) {
  await requireOwnRecord(db, userId, id);
  await db.delete(stockMemberRecord).where(eq(stockMemberRecord.id, id));
  return true;
}

// ---- browsing history (浏览记录)

export async function historyEnabled(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ enabled: stockMemberSetting.historyEnabled }).from(stockMemberSetting).where(eq(stockMemberSetting.userId, userId));
  return row?.enabled ?? true;
}

export async function setHistoryEnabled(db: Db, userId: number, enabled: boolean) {
  await db.insert(stockMemberSetting).values({ userId, historyEnabled: enabled }).onConflictDoUpdate({ target: stockMemberSetting.userId, set: { historyEnabled: enabled } });
  return true;
}

/** Remembers that a signed-in member viewed something (when their history switch is on); anonymous views are not kept. */
export async function recordView(db: Db, userId: number | undefined, targetType: HistoryVO['targetType'], targetKey: string, title: string): Promise<void> {
  if (!userId || !(await historyEnabled(db, userId))) return;
  await db
    .insert(stockMemberHistory)
    .values({ userId, targetType, targetKey, title: title.slice(0, 200), viewTime: new Date() })
    .onConflictDoUpdate({ target: [stockMemberHistory.userId, stockMemberHistory.targetType, stockMemberHistory.targetKey], set: { title: title.slice(0, 200), viewTime: new Date() } });
}

export async function pageHistory(db: Db, userId: number, q: { pageNo: number; pageSize: number; targetType?: string }) {
  const page = await pageQuery(db, stockMemberHistory, q, {
    where: and(eq(stockMemberHistory.userId, userId), q.targetType ? eq(stockMemberHistory.targetType, q.targetType) : undefined),
    orderBy: [desc(stockMemberHistory.viewTime), desc(stockMemberHistory.id)],
  });
  return { list: page.list.map(({ userId: _u, ...h }) => h), total: page.total };
}

export async function clearHistory(db: Db, userId: number) {
  await db.delete(stockMemberHistory).where(eq(stockMemberHistory.userId, userId));
  return true;
}

export async function deleteHistory(db: Db, userId: number, id: number) {
  await db.delete(stockMemberHistory).where(and(eq(stockMemberHistory.id, id), eq(stockMemberHistory.userId, userId)));
  return true;
}
