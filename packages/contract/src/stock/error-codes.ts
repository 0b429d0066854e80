/** Module error codes of the stock area (1_100_xxx_xxx). Member data that is missing or not yours answers 404. */
export const StockError = {
  STOCK_NOT_EXISTS: { code: 1_100_000_000, msg: '股票不存在' },
  CONCEPT_NOT_EXISTS: { code: 1_100_001_000, msg: '板块不存在' },
  INDEX_NOT_EXISTS: { code: 1_100_002_000, msg: '指数不存在' },
  NEWS_NOT_EXISTS: { code: 1_100_003_000, msg: '资讯不存在' },
  INFORMATION_NOT_EXISTS: { code: 1_100_003_001, msg: '快讯不存在' },
  ESSAY_NOT_EXISTS: { code: 1_100_004_000, msg: '文章不存在' },
  TRADE_DAY_NOT_EXISTS: { code: 1_100_005_000, msg: '交易日【{}】没有数据' },
  // member data 1-100-010-000 (missing or another member's → 404, never the data)
  GROUP_NOT_EXISTS: { code: 404, msg: '自选分组不存在' },
  GROUP_NAME_DUPLICATE: { code: 1_100_010_001, msg: '已经存在名为【{}】的分组' },
  GROUP_LIMIT: { code: 1_100_010_002, msg: '自选分组最多 {} 个' },
  GROUP_ITEM_EXISTS: { code: 1_100_010_003, msg: '该股票已在分组【{}】中' },
  GROUP_ITEM_NOT_EXISTS: { code: 404, msg: '自选股不存在' },
  GROUP_ITEM_LIMIT: { code: 1_100_010_005, msg: '每个分组最多 {} 只股票' },
  GROUP_REORDER_MISMATCH: { code: 1_100_010_006, msg: '排序列表与分组内容不一致' },
  FAVORITE_EXISTS: { code: 1_100_011_000, msg: '已经收藏过了' },
  FAVORITE_NOT_EXISTS: { code: 404, msg: '收藏不存在' },
  FAVORITE_TARGET_NOT_EXISTS: { code: 1_100_011_002, msg: '收藏的内容不存在' },
  RECORD_NOT_EXISTS: { code: 404, msg: '随笔不存在' },
  // import 1-100-020-000
  IMPORT_FORMAT_INVALID: { code: 1_100_020_000, msg: '导入文件格式不正确：{}' },
} as const;
