import { describe, expect, it } from 'vitest';
import { announcementTypeOf } from './content-path';

describe('announcementTypeOf', () => {
  it('reads an announcement\'s kind from its title, 重大事项 when nothing says otherwise', () => {
    expect(announcementTypeOf('招商银行关于董事会换届选举的公告')).toBe('信息变更');
    expect(announcementTypeOf('贵州茅台2026年第三季度报告')).toBe('财务报告');
    expect(announcementTypeOf('关于股票交易异常波动的公告')).toBe('风险提示');
    expect(announcementTypeOf('关于控股股东增持公司股份计划的公告')).toBe('持股变动');
    expect(announcementTypeOf('向不特定对象发行可转换公司债券募集说明书')).toBe('融资公告');
    expect(announcementTypeOf('关于发行股份购买资产暨关联交易的重组报告书')).toBe('资产重组');
    expect(announcementTypeOf('关于签订日常经营重大合同的公告')).toBe('重大事项');
  });
});
