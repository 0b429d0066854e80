import { useEffect, useState } from 'react';
import { App, Button } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';

export const FULLSCREEN_UNSUPPORTED = '你的浏览器不支持全屏';

/** Fullscreen toggle; warns '你的浏览器不支持全屏' where the Fullscreen API is missing. */
export function Screenfull() {
  const { message } = App.useApp();
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const onChange = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return (
    <Button
      type="text"
      aria-label={full ? '退出全屏' : '全屏'}
      icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={() => {
        if (!document.fullscreenEnabled) {
          void message.warning(FULLSCREEN_UNSUPPORTED);
          return;
        }
        if (document.fullscreenElement) void document.exitFullscreen();
        else void document.documentElement.requestFullscreen();
      }}
    />
  );
}
