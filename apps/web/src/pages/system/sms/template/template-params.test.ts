import { describe, expect, it } from 'vitest';
import { buildTemplateParams, renderTemplatePreview, sendParamNames, templateParamNames } from './template-params';

describe('templateParamNames', () => {
  it('finds each {name} once, in the order first seen', () => {
    expect(templateParamNames('您的验证码为 {code}，{minutes} 分钟内有效，{code}')).toEqual(['code', 'minutes']);
  });
  it('ignores braces with spaces or nested braces, and empty input', () => {
    expect(templateParamNames('{ a } {} {{b}} {c d}')).toEqual(['b']);
    expect(templateParamNames('')).toEqual([]);
    expect(templateParamNames(null)).toEqual([]);
  });
});

describe('sendParamNames', () => {
  it('prefers the server list, else reads every text', () => {
    expect(sendParamNames(['x'], '{a}')).toEqual(['x']);
    expect(sendParamNames([], '欢迎 {nickname}', '<p>{nickname} {code}</p>', null)).toEqual(['nickname', 'code']);
    expect(sendParamNames(undefined, 'no params')).toEqual([]);
  });
});

describe('renderTemplatePreview', () => {
  it('fills given values and leaves the rest as written', () => {
    expect(renderTemplatePreview('{name}（{code}）封涨停', { name: '平安银行', code: '' })).toBe('平安银行（{code}）封涨停');
    expect(renderTemplatePreview('{a}{b}', undefined)).toBe('{a}{b}');
    expect(renderTemplatePreview('{n}', { n: 0 })).toBe('0');
  });
  it('does not read inherited properties', () => {
    expect(renderTemplatePreview('{toString}', {})).toBe('{toString}');
  });
});

describe('buildTemplateParams', () => {
  it('sends every needed name, trimmed, missing ones as empty', () => {
    expect(buildTemplateParams(['code', 'minutes'], { code: ' 1234 ', extra: 'x' })).toEqual({ code: '1234', minutes: '' });
  });
});
