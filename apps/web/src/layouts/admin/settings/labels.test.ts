import { describe, expect, it } from 'vitest';
import { SIZE_OPTIONS } from '../size-select/size-select';
import { SWITCHES } from './settings-drawer';

// The spec quotes no English for these controls: Chinese, as everywhere else in the console.
const CHINESE = /^[\u4e00-\u9fff]+$/;

describe('console labels', () => {
  it('names the four sizes in Chinese', () => {
    expect(SIZE_OPTIONS.map((o) => o.value)).toEqual(['default', 'medium', 'small', 'mini']);
    for (const o of SIZE_OPTIONS) expect(o.label, o.value).toMatch(CHINESE);
  });

  it('names the layout switches in Chinese', () => {
    expect(SWITCHES.map((s) => s.key)).toEqual(['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle']);
    for (const s of SWITCHES) expect(s.label, s.key).toMatch(CHINESE);
  });
});
