import { App, Button, ColorPicker, Divider, Drawer, Space, Switch, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { create } from 'zustand';
import { useSettingsStore, type LayoutSettings, type SideTheme } from '../../../shared/stores/settings-store';
import { useAppStore } from '../../../shared/stores/app-store';
import { useTopMenuStore } from '../top-menu/top-menu-store';

export const THEME_PRESETS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'];

/** The right settings panel's visibility (showSettings). */
export const useSettingsPanel = create<{ open: boolean; setOpen(open: boolean): void }>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

export const SWITCHES: { key: keyof Pick<LayoutSettings, 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle'>; label: string }[] = [
  { key: 'topNav', label: '开启顶部导航' },
  { key: 'tagsView', label: '开启标签页' },
  { key: 'fixedHeader', label: '固定头部' },
  { key: 'sidebarLogo', label: '显示标志' },
  { key: 'dynamicTitle', label: '动态标题' },
];

function ThemeCard({ value, current, onPick }: { value: SideTheme; current: SideTheme; onPick(v: SideTheme): void }) {
  const dark = value === 'theme-dark';
  return (
    <Tooltip title={dark ? '暗色侧边栏' : '亮色侧边栏'}>
      <button
        type="button"
        aria-label={dark ? '暗色侧边栏' : '亮色侧边栏'}
        className="settings-theme-card"
        onClick={() => onPick(value)}
        style={{ background: '#f0f2f5' }}
      >
        <span style={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: '33%', background: dark ? '#001529' : '#fff' }} />
        <span style={{ position: 'absolute', left: 0, right: 0, top: 0, height: '25%', background: '#fff' }} />
        {current === value ? <CheckOutlined style={{ position: 'absolute', right: 6, bottom: 6, color: '#1890ff' }} /> : null}
      </button>
    </Tooltip>
  );
}

/** The settings drawer of spec section 2.4; closes on a click outside it. */
export function SettingsDrawer() {
  const { message } = App.useApp();
  const open = useSettingsPanel((s) => s.open);
  const setOpen = useSettingsPanel((s) => s.setOpen);
  const settings = useSettingsStore();
  const setSidebarHide = useAppStore((s) => s.setSidebarHide);
  const resetTopMenu = useTopMenuStore((s) => s.setSidebarItems);

  const change = <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => {
    settings.change(key, value);
    if (key === 'topNav' && !value) {
      // top navigation off: the sidebar shows again with the default routes
      setSidebarHide(false);
      resetTopMenu(null, null);
    }
  };

  return (
    <Drawer
      title="布局设置"
      placement="right"
      size={300}
      open={open}
      onClose={() => setOpen(false)}
      mask={{ closable: true }}
      data-testid="settings-drawer"
    >
      <div style={{ marginBottom: 12, fontWeight: 600 }}>主题风格设置</div>
      <Space size={16}>
        <ThemeCard value="theme-dark" current={settings.sideTheme} onPick={(v) => change('sideTheme', v)} />
        <ThemeCard value="theme-light" current={settings.sideTheme} onPick={(v) => change('sideTheme', v)} />
      </Space>
      <div className="settings-row">
        <span>主题颜色</span>
        <ColorPicker
          value={settings.theme}
          presets={[{ label: '推荐', colors: THEME_PRESETS }]}
          onChangeComplete={(c) => change('theme', c.toHexString())}
        />
      </div>
      <Divider />
      <div style={{ marginBottom: 12, fontWeight: 600 }}>系统布局配置</div>
      {SWITCHES.map((s) => (
        <div className="settings-row" key={s.key}>
          <span>{s.label}</span>
          <Switch aria-label={s.label} checked={settings[s.key]} onChange={(v) => change(s.key, v)} />
        </div>
      ))}
      <Divider />
      <Space>
        <Button
          type="primary"
          onClick={() => {
            const hide = message.loading('正在保存到本地，请稍候...', 0);
            settings.save();
            setTimeout(hide, 1000);
          }}
        >
          保存配置
        </Button>
        <Button
          onClick={() => {
            void message.loading('正在清除设置缓存并刷新，请稍候...', 0);
            settings.reset();
            setTimeout(() => window.location.reload(), 1000);
          }}
        >
          重置配置
        </Button>
      </Space>
    </Drawer>
  );
}
