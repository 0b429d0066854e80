// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_EVENT, holdEarlyTaps } from './early-input';

describe('holdEarlyTaps', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds the last tap on a control before hydration and clicks it again after', () => {
    document.body.innerHTML = '<button id="a">A</button><button id="b">B</button><a href="#x" id="link">L</a>';
    holdEarlyTaps(document);
    const seen: string[] = [];
    document.body.addEventListener('click', (e) => seen.push((e.target as Element).id));
    document.getElementById('a')!.click();
    document.getElementById('b')!.click();
    expect(seen).toEqual([]);
    // a link is not held: it navigates as a link does
    document.getElementById('link')!.click();
    expect(seen).toEqual(['link']);
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(seen).toEqual(['link', 'b']);
    // after hydration taps go straight through
    document.getElementById('a')!.click();
    expect(seen).toEqual(['link', 'b', 'a']);
  });

  it('drops a held tap whose element is gone or too old', () => {
    document.body.innerHTML = '<div role="tab" id="t">T</div>';
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValue(1000);
    holdEarlyTaps(document);
    const tab = document.getElementById('t')!;
    const seen = vi.fn();
    tab.addEventListener('click', seen);
    tab.click();
    now.mockReturnValue(12_000);
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(seen).not.toHaveBeenCalled();
    now.mockRestore();
  });
});
