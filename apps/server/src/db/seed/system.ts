import bcrypt from 'bcryptjs';
import type { Db } from '../client';
import { systemUsers } from '../../modules/system/user/user.schema';
import { systemRole, systemUserRole } from '../../modules/system/permission/permission.schema';
import { systemOauth2Client } from '../../modules/system/oauth2/oauth2.schema';
import { systemSocialClient } from '../../modules/system/social/social.schema';
import { markFeedSecretUnrevealed, newFeedSecret } from '../../modules/stock/feed/feed-door';

/** Demo accounts printed by `npm start`. */
export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'admin123', nickname: '超级管理员', role: 'super_admin', userType: 2 },
  { username: 'staff', password: 'staff123', nickname: '运营小王', role: 'operator', userType: 2 },
  { username: 'member', password: 'member123', nickname: '股友小李', role: null, userType: 1 },
] as const;

/** Third-party sign-in providers: all off except the built-in 演示账号 provider, which works offline. */
export const SOCIAL_CLIENTS = [
  { socialType: 10, userType: 2, name: '钉钉', clientId: '', clientSecret: '', status: 1 },
  { socialType: 20, userType: 2, name: '企业微信', clientId: '', clientSecret: '', status: 1 },
  { socialType: 30, userType: 2, name: '微信公众号', clientId: '', clientSecret: '', status: 1 },
  { socialType: 31, userType: 2, name: '微信开放平台', clientId: '', clientSecret: '', status: 1 },
  { socialType: 50, userType: 2, name: 'Gitee', clientId: '', clientSecret: '', status: 1 },
  { socialType: 51, userType: 2, name: 'GitHub', clientId: '', clientSecret: '', status: 1 },
  { socialType: 99, userType: 2, name: '演示账号', clientId: 'gprs-social-demo', clientSecret: 'gprs-social-demo-secret', status: 0 },
] as const;

export async function seedAccounts(db: Db): Promise<Map<string, number>> {
  const roles = await db
    .insert(systemRole)
    .values([
      { name: '超级管理员', code: 'super_admin', sort: 1, type: 1, dataScope: 1, remark: '拥有全部菜单与权限' },
      { name: '运营人员', code: 'operator', sort: 2, type: 2, dataScope: 1, remark: '查看系统页面，维护股票内容' },
      { name: '普通角色', code: 'common', sort: 3, type: 1, dataScope: 2, remark: '只读的普通后台用户' },
    ])
    .returning({ id: systemRole.id, code: systemRole.code });
  const roleIds = new Map(roles.map((r) => [r.code, r.id]));
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await db
      .insert(systemUsers)
      .values({
        username: account.username,
        password: await bcrypt.hash(account.password, 10),
        nickname: account.nickname,
        userType: account.userType,
        email: `${account.username}@gupiaoresou.cn`,
        mobile: { admin: '15612345678', staff: '15687654321', member: '13800138000' }[account.username],
        sex: 1,
      })
      .returning({ id: systemUsers.id });
    if (account.role) await db.insert(systemUserRole).values({ userId: user.id, roleId: roleIds.get(account.role)! });
  }
  // the push client's secret: the operator's (STOCK_FEED_SECRET) or generated here and shown once in 数据源
  const givenFeedSecret = process.env.STOCK_FEED_SECRET?.trim();
  const feedSecret = givenFeedSecret || newFeedSecret();
  if (!givenFeedSecret) await markFeedSecretUnrevealed(db);
  await db.insert(systemOauth2Client).values([
    {
      clientId: 'default',
      secret: 'admin123',
      name: '股票热搜',
      logo: '',
      description: '控制台与站点自身的令牌',
      accessTokenValiditySeconds: 1800,
      refreshTokenValiditySeconds: 2_592_000,
      redirectUris: ['http://localhost:48080'],
      authorizedGrantTypes: ['password', 'authorization_code', 'refresh_token'],
      scopes: ['user.read', 'user.write'],
      autoApproveScopes: [],
    },
    {
      clientId: 'gprs-demo',
      secret: 'gprs-demo-secret',
      name: '演示第三方应用',
      logo: '',
      description: '授权码模式的演示客户端（回调 http://127.0.0.1:18080/callback）',
      accessTokenValiditySeconds: 1800,
      refreshTokenValiditySeconds: 2_592_000,
      redirectUris: ['http://127.0.0.1:18080/callback'],
      authorizedGrantTypes: ['authorization_code', 'refresh_token', 'password'],
      scopes: ['user.read', 'user.write'],
      autoApproveScopes: [],
    },
    {
      // the market-data feed (POST /admin-api/stock-feed/*, docs/market-data-feed.md): a secret of this install's own
      // (STOCK_FEED_SECRET, or generated and shown once in 股票数据 → 数据源; decision 0035)
      clientId: 'stock-feed',
      secret: feedSecret,
      name: '行情数据推送',
      logo: '',
      description: '行情推送脚本的机器客户端（client_credentials，scope stock.feed）；密钥在安装时生成，在 股票数据 → 数据源 显示一次或重新生成',
      accessTokenValiditySeconds: 3600,
      refreshTokenValiditySeconds: 3600,
      // unused (no authorization_code grant); 应用管理's form requires one to save the client
      redirectUris: ['http://localhost:48080'],
      authorizedGrantTypes: ['client_credentials'],
      scopes: ['stock.feed'],
      autoApproveScopes: [],
    },
  ]);
  await db.insert(systemSocialClient).values(SOCIAL_CLIENTS.map((c) => ({ ...c })));
  return roleIds;
}
