export { MENU_ICONS, MENU_ICON_NAMES, FALLBACK_ICON, resolveMenuIcon, searchIconNames } from './icon-map';
export { MenuIcon } from './menu-icon';
export { IconPicker } from './icon-picker';
