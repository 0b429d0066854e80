import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { profileRoutes } from './profile/profile.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { loginLogRoutes } from './login-log/login-log.routes';
import { captchaRoutes } from './captcha/captcha.routes';
import { oauth2Routes } from './oauth2/oauth2.routes';
import { oauth2ClientRoutes } from './oauth2/oauth2-client.routes';
import { socialAdminRoutes } from './social/social-admin.routes';
import { smsAdminRoutes } from './sms/sms-admin.routes';
import { mailRoutes } from './mail/mail.routes';
import { dictRoutes } from './dict/dict.routes';
import { notifyRoutes } from './notify/notify.routes';
import { noticeRoutes } from './notice/notice.routes';
import { postRoutes } from './post/post.routes';
import { deptRoutes } from './dept/dept.routes';
import { menuRoutes } from './menu/menu.routes';
import { roleRoutes } from './role/role.routes';
import { permissionRoutes } from './permission/permission.routes';
import { userRoutes } from './user/user.routes';
import { areaRoutes } from './area/area.routes';

/** Every route of the system area (系统管理), under /admin-api. */
export async function registerSystemModules(app: FastifyInstance): Promise<void> {
  authRoutes(app);
  profileRoutes(app);
  dashboardRoutes(app);
  loginLogRoutes(app);
  captchaRoutes(app);
  oauth2Routes(app);
  oauth2ClientRoutes(app);
  socialAdminRoutes(app);
  smsAdminRoutes(app);
  mailRoutes(app);
  dictRoutes(app);
  notifyRoutes(app);
  noticeRoutes(app);
  postRoutes(app);
  deptRoutes(app);
  menuRoutes(app);
  roleRoutes(app);
  permissionRoutes(app);
  userRoutes(app);
  areaRoutes(app);
}
