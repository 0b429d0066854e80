import { sql } from 'drizzle-orm';
import { ANNOUNCEMENT_TYPE_VALUES } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { pgArrayLiteral } from '../../../core/bulk';
import { shanghaiDate } from '../market-rules';
import { stockAnnouncement, stockInformation } from '../content.schema';
import { sanitizeHtml } from '../sanitize';
import { publishLive, type LiveEvent } from './live-hub';

/**
 * The one write path of 快讯 and 公告, whoever brings them (the push feed's flashes / announcements routes, a pulled
 * source): stored once by their natural key, sanitised, broadcast to the live stream at commit. Rows are checked by the
 * caller (known stock codes); these functions write what is new and answer how many rows that was.
 */

export interface FlashInput {
  time: number;
  title: string;
  content: string;
  /** 1 重点, 2 普通 */
  level: 1 | 2;
  source: string;
  stockCodes: string[];
}

/** 快讯, idempotent by (time, source, title): a flash stored before, or repeated in the rows, is not written again. */
export async function applyFlashes(db: Db, rows: FlashInput[]): Promise<number> {
  if (!rows.length) return 0;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('stock-feed:flashes'))`);
  const key = (r: { time: number; source: string; title: string }) => `${r.time}\u0000${r.source}\u0000${r.title}`;
  const stored = await db.execute<{ t: string; source: string; title: string }>(
    sql`select (extract(epoch from publish_time) * 1000)::bigint::text t, source, title from stock_information
      where publish_time = any(${pgArrayLiteral(rows.map((r) => new Date(r.time)))}::timestamptz[])`,
  );
  const seen = new Set(stored.rows.map((r) => key({ time: Number(r.t), source: r.source, title: r.title })));
  const fresh = rows.filter((r) => !seen.has(key(r)) && (seen.add(key(r)), true));
  if (!fresh.length) return 0;
  const inserted = await db
    .insert(stockInformation)
    .values(
      fresh.map((r) => ({
        publishTime: new Date(r.time),
        title: r.title,
        content: sanitizeHtml(r.content),
        level: r.level,
        source: r.source,
        stockCodes: [...new Set(r.stockCodes)],
      })),
    )
    .returning();
  await publishLive(
    db,
    inserted.map((f) => ({
      type: 'flash' as const,
      data: {
        id: f.id,
        items: [{ id: f.id, publishTime: f.publishTime.getTime(), title: f.title, content: f.content, level: f.level, source: f.source, stockCodes: f.stockCodes }],
      },
    })),
  );
  return fresh.length;
}

export type AnnouncementType = (typeof ANNOUNCEMENT_TYPE_VALUES)[number];

export interface AnnouncementInput {
  code: string;
  time: number;
  title: string;
  type: AnnouncementType;
  url: string;
}

/** Title words that say an announcement's kind, checked in this order (the first that matches wins). */
const TYPE_WORDS: [AnnouncementType, RegExp][] = [
  ['风险提示', /风险|退市|\*?ST|异常波动|立案|处罚|警示/],
  ['财务报告', /年度报告|季度报告|半年度报告|年报|季报|业绩预告|业绩快报|财务/],
  ['资产重组', /重组|收购|合并|出售资产|购买资产|吸收/],
  ['融资公告', /募集|发行|可转换|可转债|定增|增发|配股|债券|融资/],
  ['持股变动', /增持|减持|持股|质押|回购|股权激励|解除限售|解禁/],
  ['信息变更', /变更|更名|选举|辞职|聘任|章程|注册地址/],
];

/** The kind of an announcement from its title (a source that does not classify, e.g. tushare's anns_d). */
export function announcementTypeOf(title: string): AnnouncementType {
  return TYPE_WORDS.find(([, words]) => words.test(title))?.[0] ?? '重大事项';
}

/** 公告, stored once by (code, Beijing date of time, title). Every code must name a stored stock (the caller checks). */
export async function applyAnnouncements(db: Db, rows: AnnouncementInput[], creator = 'stock-feed'): Promise<number> {
  if (!rows.length) return 0;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('stock-feed:announcements'))`);
  const dated = rows.map((r) => ({ ...r, annDate: shanghaiDate(new Date(r.time)) }));
  const key = (r: { code: string; annDate: string; title: string }) => `${r.code}\u0000${r.annDate}\u0000${r.title}`;
  const stored = await db.execute<{ code: string; d: string; title: string }>(sql`select stock_code code, ann_date::text d, title from stock_announcement
    where (stock_code, ann_date) in (select * from unnest(${pgArrayLiteral(dated.map((r) => r.code))}::varchar[], ${pgArrayLiteral(dated.map((r) => r.annDate))}::date[]))`);
  const seen = new Set(stored.rows.map((r) => key({ code: r.code, annDate: r.d, title: r.title })));
  const fresh = dated.filter((r) => !seen.has(key(r)) && (seen.add(key(r)), true));
  if (!fresh.length) return 0;
  const names = await db.execute<{ code: string; name: string }>(sql`select code, name from stock_info where code = any(${pgArrayLiteral(fresh.map((r) => r.code))}::varchar[])`);
  const nameOf = new Map(names.rows.map((r) => [r.code, r.name]));
  const inserted = await db
    .insert(stockAnnouncement)
    .values(fresh.map((r) => ({ stockCode: r.code, stockName: nameOf.get(r.code)!, title: r.title, type: r.type, annDate: r.annDate, url: r.url, creator, updater: creator })))
    .returning();
  const events: LiveEvent[] = [
    {
      type: 'announcement',
      data: { items: inserted.map((a) => ({ id: a.id, stockCode: a.stockCode, stockName: a.stockName, title: a.title, type: a.type, annDate: a.annDate, url: a.url })) },
    },
  ];
  await publishLive(db, events);
  return fresh.length;
}
