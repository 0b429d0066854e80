import type { FastifyInstance } from 'fastify';
import bcrypt from 'bcryptjs';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { ProfilePasswordReq, ProfileUpdateReq, SystemError, type ProfileVO } from '@gprs/contract';
import { route } from '../../../core/route';
import { badRequest, fail } from '../../../core/errors';
import { hashPassword } from '../auth/auth.service';
import { systemUsers } from '../user/user.schema';
import { systemRole, systemUserRole } from '../permission/permission.schema';
import { systemDept } from '../dept/dept.schema';
import { systemPost } from '../post/post.schema';
import { maxUploadBytes, saveUpload } from '../../infra/file/file.service';
import { readSingleUpload } from '../../../core/upload';
import type { Db } from '../../../db/client';
import { memberBenefits } from '../../trade/order/benefit.service';
import { removeOtherSignIns } from '../oauth2/oauth2-token.service';

async function loadProfile(db: Db, userId: number): Promise<ProfileVO> {
  const [user] = await db.select().from(systemUsers).where(eq(systemUsers.id, userId));
  if (!user) fail(SystemError.USER_NOT_EXISTS);
  const roles = await db
    .select({ id: systemRole.id, name: systemRole.name })
    .from(systemUserRole)
    .innerJoin(systemRole, eq(systemRole.id, systemUserRole.roleId))
    .where(eq(systemUserRole.userId, userId));
  const [dept] = user.deptId ? await db.select({ id: systemDept.id, name: systemDept.name }).from(systemDept).where(eq(systemDept.id, user.deptId)) : [];
  const posts = user.postIds.length ? await db.select({ id: systemPost.id, name: systemPost.name }).from(systemPost).where(inArray(systemPost.id, user.postIds)) : [];
  const { vip, benefits } = await memberBenefits(db, userId);
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    sex: user.sex,
    avatar: user.avatar ?? '',
    userType: user.userType,
    loginIp: user.loginIp ?? '',
    loginDate: user.loginDate?.getTime() ?? null,
    createTime: user.createTime.getTime(),
    roles,
    dept: dept ?? null,
    posts,
    vip,
    benefits,
  };
}

/** 个人中心: every signed-in user (admin or member) reads and edits only his own profile. */
export function profileRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/system/user/profile/get',
    auth: 'user',
    handler: ({ db, user }) => loadProfile(db, user.id),
  });

  route(app, {
    method: 'PUT',
    url: '/system/user/profile/update',
    auth: 'user',
    body: ProfileUpdateReq,
    handler: async ({ db, body, user }) => {
      if (body.mobile) {
        const [taken] = await db.select({ id: systemUsers.id }).from(systemUsers).where(and(eq(systemUsers.mobile, body.mobile), ne(systemUsers.id, user.id)));
        if (taken) fail(SystemError.USER_MOBILE_EXISTS);
      }
      if (body.email) {
        const [taken] = await db.select({ id: systemUsers.id }).from(systemUsers).where(and(eq(systemUsers.email, body.email), ne(systemUsers.id, user.id)));
        if (taken) fail(SystemError.USER_EMAIL_EXISTS);
      }
      await db.update(systemUsers).set({ ...body, updater: String(user.id) }).where(eq(systemUsers.id, user.id));
      return true;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/system/user/profile/update-password',
    auth: 'user',
    body: ProfilePasswordReq,
    handler: async ({ db, body, user }) => {
      const [row] = await db.select({ password: systemUsers.password }).from(systemUsers).where(eq(systemUsers.id, user.id));
      if (!row || !(await bcrypt.compare(body.oldPassword, row.password))) fail(SystemError.USER_PASSWORD_FAILED);
      await db.update(systemUsers).set({ password: await hashPassword(body.newPassword), updater: String(user.id) }).where(eq(systemUsers.id, user.id));
      // a new password ends the user's other sessions (a thief's included); this one stays signed in
      await removeOtherSignIns(db, user.id, user.accessTokenId);
      return true;
    },
  });

  // POST (yudao 1.x, our console) and PUT (the official Vue 2 admin's uploadAvatar): one multipart file
  for (const method of ['POST', 'PUT'] as const) route(app, {
    method,
    url: '/system/user/profile/update-avatar',
    auth: 'user',
    handler: async ({ db, req, user }) => {
      const part = await readSingleUpload(req, { limitBytes: await maxUploadBytes(db), what: '头像文件' });
      const content = part.content;
      if (!/^image\/(png|jpeg|gif|webp)$/.test(part.mimetype) && !/\.(png|jpe?g|gif|webp)$/i.test(part.fileName)) {
        throw badRequest('头像只支持 PNG、JPG、GIF、WEBP 图片');
      }
      const name = /\.(png|jpe?g|gif|webp)$/i.test(part.fileName) ? part.fileName : `avatar.${part.mimetype.split('/')[1] ?? 'png'}`;
      const saved = await saveUpload(db, app.config.dataDir, { fileName: name, content, directory: 'avatar' });
      if (!saved.type.startsWith('image/') || saved.type === 'image/svg+xml') throw badRequest('头像只支持 PNG、JPG、GIF、WEBP 图片');
      await db.update(systemUsers).set({ avatar: saved.url, updater: String(user.id) }).where(eq(systemUsers.id, user.id));
      return saved.url;
    },
  });
}
