import { sql } from 'drizzle-orm';
import type { DashboardSummary } from '@gprs/contract';
import type { Db } from '../../../db/client';

/** The 14 Beijing-time dates ending today, oldest first ('YYYY-MM-DD'). */
export function lastDays(count: number, now: Date = new Date()): string[] {
  const beijing = new Date(now.getTime() + 8 * 3600_000);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), beijing.getUTCDate() - (count - 1 - i)));
    return d.toISOString().slice(0, 10);
  });
}

/** Real figures for the console's home page, counted in one round trip per group. */
export async function dashboardSummary(db: Db, userId: number): Promise<DashboardSummary> {
  const [counts] = await db
    .execute<{
      admins: number;
      members: number;
      today_logins: number;
      unread: number;
      stocks: number;
      concepts: number;
      news: number;
      information: number;
      announcements: number;
      essays: number;
    }>(
      sql`select
        (select count(*) from system_users where user_type = 2)::int as admins,
        (select count(*) from system_users where user_type = 1)::int as members,
        (select count(*) from system_login_log where result = 0 and log_type <> 200
           and create_time >= (date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'))::int as today_logins,
        (select count(*) from system_notify_message where user_id = ${userId} and read_status = false)::int as unread,
        (select count(*) from stock_info)::int as stocks,
        (select count(*) from stock_concept)::int as concepts,
        (select count(*) from stock_news)::int as news,
        (select count(*) from stock_information)::int as information,
        (select count(*) from stock_announcement)::int as announcements,
        (select count(*) from stock_essay where status = 1)::int as essays`,
    )
    .then((r) => r.rows);
  const days = lastDays(14);
  const trend = await db
    .execute<{ day: string; success: number; failure: number }>(
      sql`select to_char(create_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day,
                 count(*) filter (where result = 0)::int as success,
                 count(*) filter (where result <> 0)::int as failure
          from system_login_log
          where log_type <> 200 and create_time >= (${days[0]}::date at time zone 'Asia/Shanghai')
          group by 1`,
    )
    .then((r) => new Map(r.rows.map((row) => [row.day, row])));
  return {
    adminUserCount: counts.admins,
    memberCount: counts.members,
    todayLoginCount: counts.today_logins,
    unreadMessageCount: counts.unread,
    content: {
      stocks: counts.stocks,
      concepts: counts.concepts,
      news: counts.news,
      information: counts.information,
      announcements: counts.announcements,
      essays: counts.essays,
    },
    loginTrend: days.map((date) => ({ date, success: trend.get(date)?.success ?? 0, failure: trend.get(date)?.failure ?? 0 })),
  };
}
