import { Result } from 'antd';

/** Shown for a server menu whose component has no page file: says which one, instead of a blank screen. */
export function MissingPage({ component }: { component: string }) {
  return (
    <Result
      status="warning"
      title="页面不存在"
      subTitle={`菜单配置的组件「${component || '（空）'}」没有对应的页面文件，请联系管理员检查菜单的组件路径。`}
    />
  );
}
