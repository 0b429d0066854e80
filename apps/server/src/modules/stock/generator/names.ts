/** Reference names for the demo market: real industries, concepts, well-known companies and text fragments. */

/** 行业 (industries), the best-known first (the test scale takes the head of the list). */
export const INDUSTRIES: string[] = [
  '白酒', '银行', '证券', '半导体', '电池', '光伏设备', '汽车整车', '保险', '医疗器械', '软件开发',
  '消费电子', '通信设备', '化学制药', '电力', '煤炭开采', '汽车零部件', '计算机设备', '中药', '生物制品', '医疗服务',
  'IT服务', '通信服务', '燃气', '石油开采', '炼化及贸易', '钢铁', '工业金属', '贵金属', '小金属', '能源金属',
  '化学原料', '化学制品', '化学纤维', '塑料制品', '橡胶制品', '农化制品', '非金属材料', '建筑材料', '建筑装饰', '房地产开发',
  '房地产服务', '工程机械', '通用设备', '专用设备', '自动化设备', '电网设备', '风电设备', '其他电源设备', '电机', '军工装备',
  '航空装备', '航天装备', '船舶制造', '轨交设备', '物流', '航运港口', '机场航运', '公路铁路运输', '白色家电', '小家电',
  '黑色家电', '厨卫电器', '食品加工制造', '饮料制造', '休闲食品', '调味品', '养殖业', '种植业', '农产品加工', '纺织制造',
  '服装家纺', '造纸', '包装印刷', '家居用品', '文化传媒', '游戏', '影视院线', '出版', '互联网电商', '零售',
  '旅游及酒店', '教育', '环保设备', '环境治理', '元件', '光学光电子', '其他电子', '电子化学品', '多元金融', '美容护理',
  '水务', '贸易', '医药商业', '综合',
];

/** 概念 (concepts / themes), the hottest first. */
export const CONCEPTS: string[] = [
  '人工智能', '机器人概念', '低空经济', '固态电池', '华为概念', '人形机器人', '算力租赁', 'CPO概念', '芯片概念', '新能源汽车',
  '数据要素', '商业航天', '信创', '存储芯片', '华为鸿蒙', 'AI应用', '储能', '光刻机', '国企改革', '高股息',
  '飞行汽车(eVTOL)', '无人驾驶', '液冷服务器', '先进封装', '消费电子概念', '创新药', '可控核聚变', '脑机接口', '量子科技', '跨境支付',
  '稀土永磁', '黄金概念', '减速器', '多模态AI', 'AI智能体', 'AI眼镜', 'AI手机', 'AI PC', '东数西算', '数据中心',
  '共封装光学', '光通信', '铜缆高速连接', 'PCB', 'Chiplet概念', '第三代半导体', '国产芯片', '汽车芯片', '半导体设备', '半导体材料',
  'MCU芯片', '传感器', '机器视觉', '工业母机', '无人机', '卫星导航', '卫星互联网', '钠离子电池', '锂电池', '钒电池',
  '氢能源', '燃料电池', '光伏概念', 'HJT电池', 'TOPCon电池', 'BC电池', '钙钛矿电池', '风电', '特高压', '智能电网',
  '虚拟电厂', '充电桩', '华为汽车', '小米汽车', '车联网', '汽车热管理', '一体化压铸', '华为昇腾', '华为海思', '鸿蒙概念',
  '国产软件', '数字经济', '网络安全', '云计算', '边缘计算', '物联网', '5G', '6G概念', '区块链', '数字货币',
  '互联网金融', '金融科技', '参股券商', '参股银行', '中字头', '央企国企改革', '一带一路', '地方国企改革', '并购重组', '破净股',
  'CXO', '减肥药', '中药概念', '疫苗', '辅助生殖', '基因测序', '合成生物', '血液制品', '医美', '养老概念',
  '新零售', '预制菜', '乳业', '宠物经济', '谷子经济', '短剧游戏', '网络游戏', '电子竞技', '智能穿戴', '虚拟现实',
  '元宇宙', 'MR头显', '苹果概念', '小米概念', '特斯拉概念', '英伟达概念', '锂矿', '钴', '铜', '稀缺资源',
  '可燃冰', '页岩气', '天然气', '煤化工', '磷化工', '氟化工', '有机硅', '化肥', '农业种植', '转基因',
  '猪肉', '鸡肉', '乡村振兴', '水利', '环保', '碳中和', '碳交易', '节能环保', '垃圾分类', '污水处理',
  '土壤修复', '军工', '大飞机', '航母', '军民融合', '北斗导航', '海工装备', '核电', '超导概念', '石墨烯',
  '碳纤维', 'PEEK材料', '新材料', '折叠屏', 'MiniLED', 'MicroLED', 'OLED', '柔性屏', '无线耳机', '快充',
  '超级电容', '智慧城市', '智能家居', '智能医疗', '在线教育', '职业教育', '体育产业', '冰雪产业', '旅游', '免税店',
  '跨境电商', '直播电商', '拼多多概念', '抖音概念', '快手概念', '腾讯概念', '阿里巴巴概念', '百度概念', '字节跳动概念', '京东概念',
  '蚂蚁集团概念', '比亚迪概念', '宁德时代概念', '雄安新区', '粤港澳大湾区', '长三角一体化', '海南自贸区', '成渝经济圈', '西部大开发', '新疆振兴',
  '京津冀一体化', '上海自贸区', '深圳先行示范区', '沪股通', '深股通', '融资融券', 'MSCI概念', '富时罗素概念', '标普道琼斯A股', '证金持股',
  '汇金持股', '社保重仓', '养老金持股', 'QFII持股', '基金重仓', '专精特新', '国家级专精特新小巨人', '北交所概念', '次新股', '注册制次新股',
  'ST板块', '摘帽', '壳资源', '举牌', '回购增持', '股权转让', '超级品牌', '同花顺漂亮100', '同花顺果指数', '中特估',
  'ChatGPT概念', 'AIGC概念', 'Sora概念', 'Kimi概念', 'DeepSeek概念', '端侧AI', '边缘AI', '智能座舱', '激光雷达', '毫米波雷达',
  'HBM', '玻璃基板', '光刻胶', '电子纸', '3D打印', '工业互联网', '工业4.0', '智能制造', '数字孪生', '机器人执行器',
  '灵巧手', '丝杠', '空心杯电机', '轴承', '液压', '工程机械概念', '培育钻石', '超硬材料', '钛白粉', '染料',
  '草甘膦', '维生素', '食品安全', '白酒概念', '啤酒概念', '网红经济', 'IP经济', '首发经济', '银发经济', '冰雪经济',
  '体育彩票', '婴童概念', '三胎概念', '托育服务', '民爆概念', '水泥概念', '装配式建筑', '房屋检测', '城中村改造', '保障房',
  '租售同权', '物业管理', '统一大市场', '供销社', '粮食概念', '种业', '盐湖提锂', '固废处理', '核污染防治', '地下管网',
  '数据确权', '数据安全', '国资云', '信创办公', '操作系统', 'RISC-V', '鸿蒙PC', '星闪概念', 'WiFi 7', '毫米波通信',
];

/** The largest well-known names with their real codes. */
export interface FamousStock {
  code: string;
  name: string;
  industry: string;
  concepts: string[];
  /** approximate current price (yuan) */
  price: number;
  /** total shares in 100 million (亿股) */
  shares: number;
  pe: number;
}

export const FAMOUS_STOCKS: FamousStock[] = [
  { code: '600519', name: '贵州茅台', industry: '白酒', concepts: ['白酒概念', '超级品牌', '中特估', 'MSCI概念', '沪股通'], price: 1468.5, shares: 12.56, pe: 21.3 },
  { code: '300750', name: '宁德时代', industry: '电池', concepts: ['固态电池', '钠离子电池', '锂电池', '储能', '宁德时代概念'], price: 268.8, shares: 44.0, pe: 24.6 },
  { code: '601318', name: '中国平安', industry: '保险', concepts: ['高股息', '金融科技', '中特估', 'MSCI概念'], price: 52.3, shares: 182.1, pe: 8.2 },
  { code: '600036', name: '招商银行', industry: '银行', concepts: ['高股息', '金融科技', '破净股', '沪股通'], price: 41.2, shares: 252.2, pe: 6.5 },
  { code: '002594', name: '比亚迪', industry: '汽车整车', concepts: ['新能源汽车', '比亚迪概念', '无人驾驶', '固态电池', '储能'], price: 338.0, shares: 30.4, pe: 22.8 },
  { code: '000858', name: '五粮液', industry: '白酒', concepts: ['白酒概念', '超级品牌', '深股通'], price: 128.6, shares: 38.8, pe: 15.9 },
  { code: '601012', name: '隆基绿能', industry: '光伏设备', concepts: ['光伏概念', 'BC电池', 'HJT电池', '氢能源'], price: 18.9, shares: 75.8, pe: -35.2 },
  { code: '300059', name: '东方财富', industry: '证券', concepts: ['互联网金融', '金融科技', '跨境支付', '数字货币'], price: 24.5, shares: 158.0, pe: 38.1 },
  { code: '688981', name: '中芯国际', industry: '半导体', concepts: ['芯片概念', '国产芯片', '先进封装', '华为概念', 'Chiplet概念'], price: 118.3, shares: 79.8, pe: 168.0 },
  { code: '601138', name: '工业富联', industry: '消费电子', concepts: ['人工智能', '算力租赁', '液冷服务器', '英伟达概念', '苹果概念'], price: 52.6, shares: 198.6, pe: 32.4 },
  { code: '600900', name: '长江电力', industry: '电力', concepts: ['高股息', '中特估', '央企国企改革'], price: 28.7, shares: 244.7, pe: 20.1 },
  { code: '601398', name: '工商银行', industry: '银行', concepts: ['高股息', '中特估', '中字头', '破净股'], price: 7.2, shares: 3564.1, pe: 6.8 },
  { code: '601288', name: '农业银行', industry: '银行', concepts: ['高股息', '中特估', '中字头'], price: 6.1, shares: 3499.8, pe: 7.1 },
  { code: '601988', name: '中国银行', industry: '银行', concepts: ['高股息', '中特估', '中字头', '跨境支付'], price: 5.5, shares: 2943.9, pe: 6.9 },
  { code: '601939', name: '建设银行', industry: '银行', concepts: ['高股息', '中特估', '中字头'], price: 8.9, shares: 2500.1, pe: 6.7 },
  { code: '600028', name: '中国石化', industry: '炼化及贸易', concepts: ['高股息', '中字头', '央企国企改革'], price: 5.8, shares: 1213.9, pe: 12.4 },
  { code: '601857', name: '中国石油', industry: '石油开采', concepts: ['高股息', '中字头', '天然气', '页岩气'], price: 8.6, shares: 1830.2, pe: 9.1 },
  { code: '600030', name: '中信证券', industry: '证券', concepts: ['参股券商', '融资融券', '中字头'], price: 28.4, shares: 148.2, pe: 18.3 },
  { code: '000333', name: '美的集团', industry: '白色家电', concepts: ['智能家居', '机器人概念', '高股息'], price: 75.2, shares: 76.9, pe: 13.6 },
  { code: '000651', name: '格力电器', industry: '白色家电', concepts: ['智能家居', '高股息', '地方国企改革'], price: 41.8, shares: 55.9, pe: 7.5 },
  { code: '600276', name: '恒瑞医药', industry: '化学制药', concepts: ['创新药', '减肥药', 'CXO'], price: 61.3, shares: 66.4, pe: 55.2 },
  { code: '300760', name: '迈瑞医疗', industry: '医疗器械', concepts: ['智能医疗', '医疗器械概念'], price: 235.0, shares: 12.1, pe: 28.7 },
  { code: '000001', name: '平安银行', industry: '银行', concepts: ['高股息', '金融科技', '破净股', '深股通'], price: 11.5, shares: 194.1, pe: 4.6 },
  { code: '002415', name: '海康威视', industry: '计算机设备', concepts: ['人工智能', '机器视觉', '智慧城市', '多模态AI'], price: 30.2, shares: 92.3, pe: 22.1 },
  { code: '600887', name: '伊利股份', industry: '食品加工制造', concepts: ['乳业', '超级品牌', '婴童概念'], price: 28.9, shares: 63.7, pe: 17.4 },
  { code: '601899', name: '紫金矿业', industry: '贵金属', concepts: ['黄金概念', '铜', '锂矿', '一带一路'], price: 19.6, shares: 265.8, pe: 14.2 },
  { code: '600309', name: '万华化学', industry: '化学原料', concepts: ['新材料', 'PEEK材料', '碳中和'], price: 72.4, shares: 31.4, pe: 16.8 },
  { code: '002475', name: '立讯精密', industry: '消费电子', concepts: ['苹果概念', 'AI眼镜', '铜缆高速连接', '消费电子概念'], price: 45.1, shares: 72.5, pe: 24.3 },
  { code: '300124', name: '汇川技术', industry: '自动化设备', concepts: ['人形机器人', '机器人概念', '工业母机', '新能源汽车'], price: 68.9, shares: 26.9, pe: 38.6 },
  { code: '688111', name: '金山办公', industry: '软件开发', concepts: ['信创', '国产软件', 'AI应用', '信创办公'], price: 302.5, shares: 4.6, pe: 98.4 },
  { code: '000568', name: '泸州老窖', industry: '白酒', concepts: ['白酒概念', '超级品牌'], price: 135.2, shares: 14.7, pe: 14.9 },
  { code: '600809', name: '山西汾酒', industry: '白酒', concepts: ['白酒概念', '地方国企改革'], price: 196.8, shares: 12.2, pe: 18.2 },
  { code: '601166', name: '兴业银行', industry: '银行', concepts: ['高股息', '破净股', '碳交易'], price: 21.3, shares: 207.7, pe: 5.3 },
  { code: '000725', name: '京东方A', industry: '光学光电子', concepts: ['OLED', 'MiniLED', '柔性屏', '折叠屏'], price: 4.3, shares: 376.5, pe: 30.5 },
  { code: '002230', name: '科大讯飞', industry: '软件开发', concepts: ['人工智能', '多模态AI', 'AI应用', '在线教育'], price: 51.7, shares: 23.1, pe: 186.0 },
  { code: '600104', name: '上汽集团', industry: '汽车整车', concepts: ['新能源汽车', '华为汽车', '无人驾驶'], price: 16.8, shares: 115.8, pe: 15.2 },
  { code: '601127', name: '赛力斯', industry: '汽车整车', concepts: ['华为汽车', '华为概念', '新能源汽车', '智能座舱'], price: 142.6, shares: 16.3, pe: 45.8 },
  { code: '300274', name: '阳光电源', industry: '光伏设备', concepts: ['储能', '光伏概念', '虚拟电厂', '充电桩'], price: 162.3, shares: 20.7, pe: 22.4 },
  { code: '601728', name: '中国电信', industry: '通信服务', concepts: ['算力租赁', '云计算', '国资云', '5G', '中字头'], price: 7.4, shares: 915.1, pe: 19.8 },
  { code: '600941', name: '中国移动', industry: '通信服务', concepts: ['高股息', '算力租赁', '5G', '中字头', '6G概念'], price: 108.2, shares: 216.0, pe: 16.5 },
  { code: '688041', name: '海光信息', industry: '半导体', concepts: ['芯片概念', '信创', '国产芯片', '算力租赁', 'DeepSeek概念'], price: 221.0, shares: 23.2, pe: 210.0 },
  { code: '688256', name: '寒武纪', industry: '半导体', concepts: ['人工智能', '芯片概念', '国产芯片', 'DeepSeek概念', '端侧AI'], price: 1285.0, shares: 4.2, pe: 450.0 },
  { code: '002371', name: '北方华创', industry: '半导体', concepts: ['半导体设备', '光刻机', '先进封装', '芯片概念'], price: 432.0, shares: 5.3, pe: 52.6 },
  { code: '603259', name: '药明康德', industry: '医疗服务', concepts: ['CXO', '创新药', '减肥药'], price: 86.5, shares: 28.9, pe: 19.1 },
  { code: '600031', name: '三一重工', industry: '工程机械', concepts: ['工程机械概念', '一带一路', '机器人概念'], price: 20.8, shares: 84.8, pe: 25.3 },
  { code: '300308', name: '中际旭创', industry: '通信设备', concepts: ['CPO概念', '光通信', '共封装光学', '英伟达概念'], price: 398.0, shares: 11.1, pe: 42.5 },
  { code: '000063', name: '中兴通讯', industry: '通信设备', concepts: ['5G', '6G概念', '算力租赁', '液冷服务器'], price: 38.6, shares: 47.8, pe: 22.9 },
  { code: '601088', name: '中国神华', industry: '煤炭开采', concepts: ['高股息', '中字头', '煤化工', '中特估'], price: 39.2, shares: 198.7, pe: 13.1 },
  { code: '600050', name: '中国联通', industry: '通信服务', concepts: ['算力租赁', '5G', '云计算', '央企国企改革'], price: 5.6, shares: 318.6, pe: 19.4 },
  { code: '601211', name: '国泰海通', industry: '证券', concepts: ['参股券商', '并购重组', '融资融券'], price: 19.8, shares: 176.3, pe: 14.6 },
  { code: '002938', name: '鹏鼎控股', industry: '元件', concepts: ['PCB', '苹果概念', '消费电子概念'], price: 38.1, shares: 23.2, pe: 24.0 },
  { code: '603986', name: '兆易创新', industry: '半导体', concepts: ['存储芯片', 'MCU芯片', '芯片概念', 'HBM'], price: 128.4, shares: 6.7, pe: 88.3 },
  { code: '002050', name: '三花智控', industry: '白色家电', concepts: ['人形机器人', '汽车热管理', '特斯拉概念', '机器人执行器'], price: 31.5, shares: 37.3, pe: 36.1 },
  { code: '601766', name: '中国中车', industry: '轨交设备', concepts: ['一带一路', '中字头', '央企国企改革'], price: 7.6, shares: 286.9, pe: 15.8 },
  { code: '600150', name: '中国船舶', industry: '船舶制造', concepts: ['军工', '海工装备', '航母', '中字头'], price: 35.9, shares: 75.2, pe: 38.7 },
  { code: '300033', name: '同花顺', industry: '软件开发', concepts: ['金融科技', '互联网金融', 'AI应用', 'DeepSeek概念'], price: 286.0, shares: 5.4, pe: 78.5 },
  { code: '835185', name: '贝特瑞', industry: '电池', concepts: ['锂电池', '固态电池', '北交所概念', '石墨烯'], price: 27.6, shares: 11.2, pe: 31.2 },
  { code: '832982', name: '锦波生物', industry: '美容护理', concepts: ['医美', '合成生物', '北交所概念'], price: 258.0, shares: 1.1, pe: 42.0 },
];

/** Two-character name parts for generated company names (prefix + suffix). */
export const NAME_PREFIXES = (
  '华东华南华北华中西南东北中原江南江淮海南海峡海天海信金龙金田金杯金固金发金石天龙天宇天润天康天坛天马长城长江长虹长青' +
  '恒信恒通恒达恒生恒瑞恒源国光国盛国联国泰国投中天中科中环中船中电中材新华新宙新大新元新希新奥东方东华东湖东宝' +
  '南方南风南都北方北辰北斗宏达宏发宏昌永辉永泰永鼎广汇广电广宇深南深科深华沪光沪电上海苏州浙江福建安徽湖南湖北' +
  '山东山西河南河北四川贵州云南陕西甘肃青海宁夏西藏新疆重庆天津北京辽宁吉林黑龙江西赣锋万向万丰万达万科三友三环' +
  '三维大族大华大元大洋瑞康瑞丰瑞普凯乐凯盛凯龙精达精工博威博瑞科达科华科恒立讯立霸润和润达联创联美星宇星源星湖' +
  '鼎龙鼎胜华峰华阳华锋华工华天华友华明华宇汇金汇川汇顶佳禾佳力嘉化嘉泽德赛德业德宏德尔通达通宇远望远兴雅化雅克'
).match(/.{2}/g)!;

export const NAME_SUFFIXES = (
  '科技股份电子医药智能材料能源生物精工电气传媒环境信息制造汽车化工食品控股集团实业发展机械电力药业光电通信软件' +
  '新材电器重工微电半导锂业矿业钢铁环保数据网络装备精密动力照明家居纺织服饰酒业乳业建设建工地产物流航空航天船舶' +
  '仪器检测云服安防储能光伏风电氢能农业种业牧业渔业水务燃气热能石化塑胶橡胶包装印务文化教育旅游酒店证券期货'
).match(/.{2}/g)!;

/** Generated news is attributed to the demo, never to a real publisher (the demo market's texts are invented). */
export const SOURCES = ['演示资讯'];
/** The source of generated flashes, in the seed and from the simulator. */
export const DEMO_FLASH_SOURCE = '演示快讯';

export const ANNOUNCEMENT_TYPES = ['重大事项', '财务报告', '融资公告', '风险提示', '资产重组', '信息变更', '持股变动'] as const;

export const ANNOUNCEMENT_TITLES: Record<(typeof ANNOUNCEMENT_TYPES)[number], string[]> = {
  重大事项: ['关于签订重大合同的公告', '关于投资建设{concept}项目的公告', '关于获得政府补助的公告', '关于中标重大项目的公告', '关于对外投资设立子公司的公告'],
  财务报告: ['{year}年第三季度报告', '{year}年半年度报告', '{year}年度业绩预告', '{year}年度业绩快报', '关于{year}年前三季度利润分配预案的公告'],
  融资公告: ['向特定对象发行股票预案', '关于公开发行可转换公司债券的公告', '关于申请银行综合授信额度的公告', '关于发行超短期融资券的公告'],
  风险提示: ['股票交易异常波动公告', '关于股票交易严重异常波动的风险提示公告', '关于公司股票可能被实施退市风险警示的提示性公告', '关于诉讼事项的风险提示公告'],
  资产重组: ['发行股份购买资产并募集配套资金暨关联交易预案', '关于筹划重大资产重组的停牌公告', '关于重大资产重组进展的公告', '关于终止筹划重大资产重组的公告'],
  信息变更: ['关于变更公司名称及证券简称的公告', '关于变更注册地址并修订公司章程的公告', '关于董事会换届选举的公告', '关于聘任高级管理人员的公告'],
  持股变动: ['关于控股股东增持公司股份的公告', '关于持股5%以上股东减持股份的预披露公告', '关于回购公司股份的进展公告', '关于股东股份质押的公告'],
};

export const NAV_LINKS: { navType: string; name: string; url: string; description: string }[] = [
  { navType: '1', name: '上海证券交易所', url: 'https://www.sse.com.cn', description: '上交所官网，公告与行情' },
  { navType: '1', name: '深圳证券交易所', url: 'https://www.szse.cn', description: '深交所官网，信息披露' },
  { navType: '1', name: '北京证券交易所', url: 'https://www.bse.cn', description: '北交所官网' },
  { navType: '1', name: '中国证监会', url: 'http://www.csrc.gov.cn', description: '证券监管政策与新闻发布' },
  { navType: '1', name: '巨潮资讯网', url: 'http://www.cninfo.com.cn', description: '法定信息披露平台' },
  { navType: '1', name: '中国人民银行', url: 'http://www.pbc.gov.cn', description: '货币政策与金融数据' },
  { navType: '1', name: '国家统计局', url: 'https://www.stats.gov.cn', description: '宏观经济统计数据' },
  { navType: '2', name: '财联社', url: 'https://www.cls.cn', description: '7×24 小时财经电报' },
  { navType: '2', name: '证券时报网', url: 'https://www.stcn.com', description: '证券资讯' },
  { navType: '2', name: '第一财经', url: 'https://www.yicai.com', description: '财经新闻与评论' },
  { navType: '2', name: '华尔街见闻', url: 'https://wallstreetcn.com', description: '全球财经资讯' },
  { navType: '2', name: '新浪财经', url: 'https://finance.sina.com.cn', description: '综合财经门户' },
  { navType: '2', name: '东方财富网', url: 'https://www.eastmoney.com', description: '财经资讯与行情' },
  { navType: '2', name: '界面新闻', url: 'https://www.jiemian.com', description: '商业新闻' },
  { navType: '3', name: '同花顺', url: 'https://www.10jqka.com.cn', description: '行情与数据中心' },
  { navType: '3', name: '雪球', url: 'https://xueqiu.com', description: '投资者社区与行情' },
  { navType: '3', name: '集思录', url: 'https://www.jisilu.cn', description: '可转债与基金数据' },
  { navType: '3', name: '理杏仁', url: 'https://www.lixinger.com', description: '估值与财务数据' },
  { navType: '3', name: '开盘啦', url: 'https://www.kaipanla.com', description: '涨停复盘与题材' },
  { navType: '3', name: '韭研公社', url: 'https://www.jiuyangongshe.com', description: '题材研究' },
  { navType: '4', name: '中国基金业协会', url: 'https://www.amac.org.cn', description: '基金信息公示' },
  { navType: '4', name: '天天基金网', url: 'https://fund.eastmoney.com', description: '基金行情与申购' },
  { navType: '4', name: '中证指数', url: 'https://www.csindex.com.cn', description: '指数编制与成份股' },
  { navType: '4', name: '国证指数', url: 'http://www.cnindex.com.cn', description: '深证系列指数' },
  { navType: '4', name: '慧博投研', url: 'http://www.hibor.com.cn', description: '研究报告' },
  { navType: '5', name: '股吧', url: 'https://guba.eastmoney.com', description: '个股讨论社区' },
  { navType: '5', name: '淘股吧', url: 'https://www.taoguba.com.cn', description: '短线交流社区' },
  { navType: '5', name: '投资者关系互动平台', url: 'https://irm.cninfo.com.cn', description: '上市公司互动问答' },
  { navType: '5', name: '上证e互动', url: 'https://sns.sseinfo.com', description: '上交所投资者互动' },
];

