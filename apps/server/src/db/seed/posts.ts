import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { systemPost } from '../../modules/system/post/post.schema';
import { systemUsers } from '../../modules/system/user/user.schema';

/** 岗位 (yudao's demo posts). */
export const POSTS = [
  { code: 'ceo', name: '董事长', sort: 1 },
  { code: 'se', name: '项目经理', sort: 2 },
  { code: 'hr', name: '人力资源', sort: 3 },
  { code: 'user', name: '普通员工', sort: 4 },
] as const;

/** Which posts the demo back-office accounts hold. */
const USER_POSTS: Record<string, string[]> = { admin: ['ceo'], staff: ['user'], zhangsan: ['se'], lisi: ['user'], wangwu: ['hr'] };

export async function seedPosts(db: Db): Promise<void> {
  const rows = await db
    .insert(systemPost)
    .values(POSTS.map((p) => ({ ...p, status: 0 })))
    .returning({ id: systemPost.id, code: systemPost.code });
  const ids = new Map(rows.map((r) => [r.code, r.id]));
  for (const [username, codes] of Object.entries(USER_POSTS)) {
    await db
      .update(systemUsers)
      .set({ postIds: codes.map((c) => ids.get(c)!) })
      .where(eq(systemUsers.username, username));
  }
}
