import { describe, expect, it } from 'vitest';
import { compareHotRank, foldAscii, indexStocks, searchConcepts, searchStocks, stockMatchRank } from './search-index';

const stocks = [
  { code: '600519', name: '贵州茅台', pinyin: 'GZMT', hotRank: 3 },
  { code: '600518', name: '康美药业', pinyin: 'KMYY', hotRank: null },
  { code: '000858', name: '五粮液', pinyin: 'WLY', hotRank: 1 },
  { code: '300750', name: '宁德时代', pinyin: 'NDSD', hotRank: 2 },
  { code: '605196', name: '华通线缆', pinyin: 'HTXL', hotRank: 9 },
  { code: '002519', name: '银河电子', pinyin: 'YHDZ', hotRank: 7 },
  { code: '600000', name: '浦发银行', pinyin: 'PFYH', hotRank: 5 },
  { code: '688981', name: '中芯国际', pinyin: 'ZXGJ', hotRank: null },
  { code: '000002', name: '万 科Ａ', pinyin: 'WKA', hotRank: 12 },
  { code: '600100', name: '*ST同方', pinyin: 'TF', hotRank: 40 },
];
const index = indexStocks(stocks);
const codes = (keyword: string, limit = 10) => searchStocks(index, keyword, limit).map((s) => s.code);

describe('foldAscii', () => {
  it('lower-cases ASCII letters only, as ILIKE does in the C locale', () => {
    expect(foldAscii('GZmt')).toBe('gzmt');
    expect(foldAscii('*ST同方')).toBe('*st同方');
    expect(foldAscii('万 科Ａ')).toBe('万 科Ａ');
    expect(foldAscii('600519')).toBe('600519');
  });
});

describe('stockMatchRank', () => {
  const [maotai] = index;
  const rank = (kw: string) => stockMatchRank(maotai, kw, foldAscii(kw));
  it('ranks code equal > code prefix > name or pinyin prefix > contains, -1 without a match', () => {
    expect(rank('600519')).toBe(0);
    expect(rank('6005')).toBe(1);
    expect(rank('贵州')).toBe(2);
    expect(rank('gz')).toBe(2);
    expect(rank('GZ')).toBe(2);
    expect(rank('0519')).toBe(3);
    expect(rank('茅台')).toBe(3);
    expect(rank('mt')).toBe(3);
    expect(rank('五粮')).toBe(-1);
  });
});

describe('compareHotRank', () => {
  it('orders ranks ascending with unranked stocks last', () => {
    expect([null, 3, 1, null, 2].sort(compareHotRank)).toEqual([1, 2, 3, null, null]);
  });
});

describe('searchStocks', () => {
  it('puts the exact code first, then code prefixes by hot rank', () => {
    expect(codes('600519')).toEqual(['600519']);
    expect(codes('6005')).toEqual(['600519', '600518']);
    expect(codes('60')).toEqual(['600519', '600000', '605196', '600100', '600518']);
  });

  it('ranks a code prefix above a name or pinyin prefix above a plain contains, then by hot rank, then code', () => {
    // '519' is contained in 600519, 002519 and 605196; no code starts with it
    expect(codes('519')).toEqual(['600519', '002519', '605196']);
    // 'h': HTXL starts with it (hot rank 9) and comes before PFYH (5) and YHDZ (7), which only contain it
    expect(codes('h')).toEqual(['605196', '600000', '002519']);
    expect(codes('00')).toEqual(['000858', '002519', '000002', '300750', '600519', '600000', '600100', '600518']);
  });

  it('matches pinyin initials and names ignoring ASCII case', () => {
    expect(codes('gzmt')).toEqual(['600519']);
    expect(codes('Y')).toEqual(['002519', '000858', '600000', '600518']);
    expect(codes('银')).toEqual(['002519', '600000']);
    expect(codes('st')).toEqual(['600100']);
    expect(codes('*st')).toEqual(['600100']);
  });

  it('takes keywords literally (no LIKE wildcards) and respects the limit', () => {
    expect(codes('%')).toEqual([]);
    expect(codes('_')).toEqual([]);
    expect(codes('0', 3)).toEqual(['000858', '002519', '000002']);
  });

  it('does not fold non-ASCII letters', () => {
    expect(codes('ａ')).toEqual([]);
    expect(codes('Ａ')).toEqual(['000002']);
  });
});

describe('searchConcepts', () => {
  const concepts = [
    { code: 'BK003', name: '人工智能', heat: 50 },
    { code: 'BK001', name: 'AI芯片', heat: 80 },
    { code: 'BK002', name: '人工智能应用', heat: 50 },
    { code: 'BK004', name: '白酒', heat: 90 },
  ];
  it('keeps concepts whose name contains the keyword, hottest first, code on ties', () => {
    expect(searchConcepts(concepts, '人工', 10).map((c) => c.code)).toEqual(['BK002', 'BK003']);
    expect(searchConcepts(concepts, 'ai', 10).map((c) => c.code)).toEqual(['BK001']);
    expect(searchConcepts(concepts, '', 2).map((c) => c.code)).toEqual(['BK004', 'BK001']);
  });
});
