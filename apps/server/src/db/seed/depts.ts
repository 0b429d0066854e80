import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { systemDept } from '../../modules/system/dept/dept.schema';
import { systemUsers } from '../../modules/system/user/user.schema';
import { systemRole } from '../../modules/system/permission/permission.schema';

interface DeptSeed {
  name: string;
  phone?: string;
  email?: string;
  children?: DeptSeed[];
}

/** The company's department tree (部门管理). */
export const DEPT_TREE: DeptSeed = {
  name: '股票热搜科技',
  phone: '15888888888',
  email: 'hr@gupiaoresou.cn',
  children: [
    { name: '研发部', children: [{ name: '前端组' }, { name: '后端组' }, { name: '数据组' }] },
    { name: '产品部', children: [{ name: '产品设计组' }, { name: '用户研究组' }] },
    { name: '运营部', children: [{ name: '内容运营组' }, { name: '用户运营组' }] },
    { name: '市场部', children: [{ name: '品牌推广组' }] },
    { name: '财务部' },
  ],
};

/** Demo employees without roles (they show the department tree and data scope in 用户管理); password 123456. */
export const DEMO_EMPLOYEES = [
  { username: 'zhangsan', nickname: '张三', dept: '后端组', mobile: '15600000001' },
  { username: 'lisi', nickname: '李四', dept: '内容运营组', mobile: '15600000002' },
  { username: 'wangwu', nickname: '王五', dept: '财务部', mobile: '15600000003' },
] as const;

/** Where the demo accounts sit: admin at the top, staff (运营小王) leads 运营部. */
const ACCOUNT_DEPTS: Record<string, string> = { admin: '股票热搜科技', staff: '运营部' };

/**
 * Inserts the department tree, places the accounts, adds a few employees, and limits the operator role to its own
 * department and below (data scope 4): staff sees only 运营部's users in 用户管理.
 */
export async function seedDepts(db: Db): Promise<void> {
  const ids = new Map<string, number>();
  const insert = async (d: DeptSeed, parentId: number, sort: number) => {
    const [row] = await db
      .insert(systemDept)
      .values({ name: d.name, parentId, sort, phone: d.phone ?? null, email: d.email ?? null, status: 0 })
      .returning({ id: systemDept.id });
    ids.set(d.name, row.id);
    let i = 0;
    for (const child of d.children ?? []) await insert(child, row.id, ++i);
  };
  await insert(DEPT_TREE, 0, 0);
  const password = await bcrypt.hash('123456', 10);
  for (const e of DEMO_EMPLOYEES) {
    await db.insert(systemUsers).values({
      username: e.username,
      password,
      nickname: e.nickname,
      deptId: ids.get(e.dept)!,
      mobile: e.mobile,
      email: `${e.username}@gupiaoresou.cn`,
      userType: 2,
    });
  }
  for (const [username, dept] of Object.entries(ACCOUNT_DEPTS)) {
    await db.update(systemUsers).set({ deptId: ids.get(dept)! }).where(eq(systemUsers.username, username));
  }
  const [staff] = await db.select({ id: systemUsers.id }).from(systemUsers).where(eq(systemUsers.username, 'staff'));
  if (staff) await db.update(systemDept).set({ leaderUserId: staff.id }).where(eq(systemDept.id, ids.get('运营部')!));
  const [admin] = await db.select({ id: systemUsers.id }).from(systemUsers).where(eq(systemUsers.username, 'admin'));
  if (admin) await db.update(systemDept).set({ leaderUserId: admin.id }).where(eq(systemDept.id, ids.get('股票热搜科技')!));
  await db.update(systemRole).set({ dataScope: 4 }).where(eq(systemRole.code, 'operator'));
}
