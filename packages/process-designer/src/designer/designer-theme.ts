import { ConfigProvider, theme } from 'antd';
import type { CSSProperties } from 'react';

/**
 * CSS variables for the designer's plain controls (toolbar buttons and menus, panel text boxes), taken from the host's
 * antd theme tokens and its ConfigProvider's component size, so they look like the antd controls around them. Set on
 * the designer's root element; outside it the stylesheet falls back to antd's default values.
 */
export function useDesignerTheme(): CSSProperties {
  const { token } = theme.useToken();
  const { componentSize } = ConfigProvider.useConfig();
  const [height, fontSize] =
    componentSize === 'large'
      ? [token.controlHeightLG, token.fontSizeLG]
      : componentSize === 'small'
        ? [token.controlHeightSM, token.fontSize]
        : [token.controlHeight, token.fontSize];
  return {
    '--gprs-pd-height': `${height}px`,
    '--gprs-pd-font-size': `${fontSize}px`,
    '--gprs-pd-radius': `${componentSize === 'small' ? token.borderRadiusSM : componentSize === 'large' ? token.borderRadiusLG : token.borderRadius}px`,
    '--gprs-pd-primary': token.colorPrimary,
    '--gprs-pd-primary-hover': token.colorPrimaryHover,
    '--gprs-pd-primary-active': token.colorPrimaryActive,
    '--gprs-pd-primary-outline': token.controlOutline,
    '--gprs-pd-text': token.colorText,
    '--gprs-pd-text-disabled': token.colorTextDisabled,
    '--gprs-pd-bg': token.colorBgContainer,
    '--gprs-pd-bg-disabled': token.colorBgContainerDisabled,
    '--gprs-pd-border': token.colorBorder,
    '--gprs-pd-on-primary': token.colorTextLightSolid,
    '--gprs-pd-placeholder': token.colorTextPlaceholder,
    '--gprs-pd-error': token.colorError,
    '--gprs-pd-error-outline': token.colorErrorOutline,
  } as CSSProperties;
}
