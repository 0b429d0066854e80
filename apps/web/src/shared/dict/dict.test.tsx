import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { groupDicts, useDictStore, type DictData } from '../stores/dict-store';
import { getBoolDictOptions, getDictLabel, getIntDictOptions, getStrDictOptions, tagColor } from './dict';
import { DictTag } from './dict-tag';

const list: DictData[] = [
  { dictType: 'common_status', value: '0', label: '开启', colorType: 'primary', cssClass: '' },
  { dictType: 'common_status', value: '1', label: '关闭', colorType: 'info', cssClass: 'muted' },
  { dictType: 'infra_boolean_string', value: 'true', label: '是', colorType: 'danger', cssClass: '' },
  { dictType: 'infra_boolean_string', value: 'false', label: '否', colorType: 'info', cssClass: '' },
];

describe('dictionaries', () => {
  afterEach(() => {
    cleanup();
    useDictStore.getState().reset();
  });

  it('groups by type and gives options', () => {
    const map = groupDicts(list);
    expect(Object.keys(map)).toEqual(['common_status', 'infra_boolean_string']);
    expect(getStrDictOptions('common_status', map).map((o) => o.value)).toEqual(['0', '1']);
    expect(getIntDictOptions('common_status', map).map((o) => o.value)).toEqual([0, 1]);
    expect(getBoolDictOptions('infra_boolean_string', map).map((o) => o.value)).toEqual([true, false]);
    expect(getStrDictOptions('missing', map)).toEqual([]);
    expect(getDictLabel('common_status', 1, map)).toBe('关闭');
  });

  it('maps colour types to antd Tag colours', () => {
    expect(tagColor('primary')).toBe('processing');
    expect(tagColor('success')).toBe('success');
    expect(tagColor('info')).toBe('default');
    expect(tagColor('warning')).toBe('warning');
    expect(tagColor('danger')).toBe('error');
    expect(tagColor('')).toBeUndefined();
  });

  it('DictTag renders label, colour and css class from the store', () => {
    useDictStore.getState().setDicts(list);
    render(
      <>
        <DictTag type="common_status" value={1} />
        <DictTag type="infra_boolean_string" value={true} />
        <DictTag type="common_status" value={9} />
      </>,
    );
    const off = screen.getByText('关闭');
    expect(off.className).toContain('muted');
    expect(screen.getByText('是').className).toContain('ant-tag-error');
    expect(screen.queryByText('开启')).toBeNull();
  });
});
