/** Module error codes of the system area (yudao ErrorCodeConstants numbering: 1_002_xxx_xxx). */
export const SystemError = {
  // auth 1-002-000-000
  AUTH_LOGIN_BAD_CREDENTIALS: { code: 1_002_000_000, msg: '登录失败，账号密码不正确' },
  AUTH_LOGIN_USER_DISABLED: { code: 1_002_000_001, msg: '登录失败，账号被禁用' },
  AUTH_LOGIN_CAPTCHA_CODE_ERROR: { code: 1_002_000_004, msg: '验证码不正确，原因：{}' },
  AUTH_THIRD_LOGIN_NOT_BIND: { code: 1_002_000_005, msg: '未绑定账号，需要进行绑定' },
  AUTH_MOBILE_NOT_EXISTS: { code: 1_002_000_007, msg: '手机号不存在' },
  AUTH_REGISTER_CAPTCHA_CODE_ERROR: { code: 1_002_000_008, msg: '验证码不正确，原因：{}' },
  AUTH_REGISTER_DISABLED: { code: 1_002_000_009, msg: '注册功能未开启' },
  AUTH_LOGIN_LOCKED: { code: 1_002_000_010, msg: '登录失败次数过多，账号已锁定 {} 分钟，请稍后重试' },
  // oauth2 1-002-020-000
  OAUTH2_REFRESH_TOKEN_INVALID: { code: 400, msg: '无效的刷新令牌' },
  OAUTH2_REFRESH_TOKEN_EXPIRED: { code: 401, msg: '刷新令牌已过期' },
  OAUTH2_CLIENT_NOT_EXISTS: { code: 1_002_020_000, msg: 'OAuth2 客户端不存在' },
  OAUTH2_CLIENT_EXISTS: { code: 1_002_020_001, msg: 'OAuth2 客户端编号已存在' },
  OAUTH2_CLIENT_DISABLE: { code: 1_002_020_002, msg: 'OAuth2 客户端已禁用' },
  OAUTH2_CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS: { code: 1_002_020_003, msg: '不支持该授权类型' },
  OAUTH2_CLIENT_SCOPE_OVER: { code: 1_002_020_004, msg: '授权范围过大' },
  OAUTH2_CLIENT_REDIRECT_URI_NOT_MATCH: { code: 1_002_020_005, msg: '无效 redirect_uri: {}' },
  OAUTH2_CLIENT_CLIENT_SECRET_ERROR: { code: 1_002_020_006, msg: '无效 client_secret: {}' },
  OAUTH2_GRANT_CLIENT_ID_MISMATCH: { code: 1_002_021_000, msg: 'client_id 不匹配' },
  OAUTH2_GRANT_REDIRECT_URI_MISMATCH: { code: 1_002_021_001, msg: 'redirect_uri 不匹配' },
  OAUTH2_GRANT_STATE_MISMATCH: { code: 1_002_021_002, msg: 'state 不匹配' },
  OAUTH2_CODE_NOT_EXISTS: { code: 1_002_022_000, msg: 'code 不存在' },
  OAUTH2_CODE_EXPIRE: { code: 1_002_022_001, msg: 'code 已过期' },
  // user 1-002-003-000
  USER_USERNAME_EXISTS: { code: 1_002_003_000, msg: '用户账号已经存在' },
  USER_MOBILE_EXISTS: { code: 1_002_003_001, msg: '手机号已经存在' },
  USER_EMAIL_EXISTS: { code: 1_002_003_002, msg: '邮箱已经存在' },
  USER_NOT_EXISTS: { code: 1_002_003_003, msg: '用户不存在' },
  USER_PASSWORD_FAILED: { code: 1_002_003_005, msg: '用户密码校验失败' },
  USER_IS_DISABLE: { code: 1_002_003_006, msg: '名字为【{}】的用户已被禁用' },
  // menu 1-002-001-000
  MENU_NAME_DUPLICATE: { code: 1_002_001_000, msg: '已经存在该名字的菜单' },
  MENU_PARENT_NOT_EXISTS: { code: 1_002_001_001, msg: '父菜单不存在' },
  MENU_PARENT_ERROR: { code: 1_002_001_002, msg: '不能设置自己为父菜单' },
  MENU_NOT_EXISTS: { code: 1_002_001_003, msg: '菜单不存在' },
  MENU_EXISTS_CHILDREN: { code: 1_002_001_004, msg: '存在子菜单，无法删除' },
  // role 1-002-002-000
  ROLE_NOT_EXISTS: { code: 1_002_002_000, msg: '角色不存在' },
  ROLE_NAME_DUPLICATE: { code: 1_002_002_001, msg: '已经存在名为【{}】的角色' },
  ROLE_CODE_DUPLICATE: { code: 1_002_002_002, msg: '已经存在标识为【{}】的角色' },
  ROLE_CAN_NOT_UPDATE_SYSTEM_TYPE_ROLE: { code: 1_002_002_003, msg: '不能操作类型为系统内置的角色' },
  // sms 1-002-014-000
  SMS_CODE_NOT_FOUND: { code: 1_002_014_000, msg: '验证码不存在' },
  SMS_CODE_EXPIRED: { code: 1_002_014_001, msg: '验证码已过期' },
  SMS_CODE_USED: { code: 1_002_014_002, msg: '验证码已使用' },
  SMS_CODE_NOT_CORRECT: { code: 1_002_014_003, msg: '验证码不正确' },
  SMS_CODE_EXCEED_SEND_MAXIMUM_QUANTITY_PER_DAY: { code: 1_002_014_004, msg: '超过每日短信发送数量' },
  SMS_CODE_SEND_TOO_FAST: { code: 1_002_014_005, msg: '短信发送过于频繁' },
  SMS_CODE_TRIES_EXCEEDED: { code: 1_002_014_006, msg: '验证码错误次数过多，请重新获取' },
  SMS_SEND_FAILED: { code: 1_002_014_007, msg: '短信发送失败，原因：{}' },
  // social 1-002-018-000
  SOCIAL_USER_AUTH_FAILURE: { code: 1_002_018_000, msg: '社交授权失败，原因是：{}' },
  SOCIAL_USER_NOT_FOUND: { code: 1_002_018_001, msg: '社交授权失败，找不到对应的用户' },
  SOCIAL_CLIENT_NOT_EXISTS: { code: 1_002_018_002, msg: '社交客户端不存在或未启用' },
  // dict 1-002-006-000 / 1-002-007-000
  DICT_TYPE_NOT_EXISTS: { code: 1_002_006_001, msg: '当前字典类型不存在' },
  DICT_TYPE_NOT_ENABLE: { code: 1_002_006_002, msg: '字典类型不处于开启状态，不允许选择' },
  DICT_TYPE_NAME_DUPLICATE: { code: 1_002_006_003, msg: '已经存在该名字的字典类型' },
  DICT_TYPE_TYPE_DUPLICATE: { code: 1_002_006_004, msg: '已经存在该类型的字典类型' },
  DICT_TYPE_HAS_CHILDREN: { code: 1_002_006_005, msg: '无法删除，该字典类型还有字典数据' },
  DICT_DATA_NOT_EXISTS: { code: 1_002_007_001, msg: '当前字典数据不存在' },
  DICT_DATA_NOT_ENABLE: { code: 1_002_007_002, msg: '字典数据({})不处于开启状态，不允许选择' },
  DICT_DATA_VALUE_DUPLICATE: { code: 1_002_007_003, msg: '已经存在该值的字典数据' },
  // notify 1-002-026-000
  NOTIFY_TEMPLATE_NOT_EXISTS: { code: 1_002_026_000, msg: '站内信模版不存在' },
  NOTIFY_TEMPLATE_CODE_DUPLICATE: { code: 1_002_026_001, msg: '已经存在编码为【{}】的站内信模板' },
  NOTIFY_SEND_TEMPLATE_PARAM_MISS: { code: 1_002_026_002, msg: '模板参数({})缺失' },
  NOTIFY_MESSAGE_NOT_EXISTS: { code: 1_002_026_003, msg: '站内信不存在' },
} as const;

/** Infrastructure area (1_001_xxx_xxx). */
export const InfraError = {
  CONFIG_NOT_EXISTS: { code: 1_001_000_001, msg: '参数配置不存在' },
  CONFIG_KEY_DUPLICATE: { code: 1_001_000_002, msg: '参数配置 key 重复' },
  CONFIG_CAN_NOT_DELETE_SYSTEM_TYPE: { code: 1_001_000_003, msg: '不能删除类型为系统内置的参数配置' },
  CONFIG_GET_VALUE_ERROR_IF_VISIBLE: { code: 1_001_000_004, msg: '获取参数配置失败，原因：不允许获取不可见配置' },
} as const;
