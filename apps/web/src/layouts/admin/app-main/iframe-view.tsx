import { useState } from 'react';
import { Spin } from 'antd';
import { useWindowHeight } from './use-window-height';

export const IFRAME_OFFSET = 94.5;

/** An external-link page in an embedded frame, window height minus 94.5 px, with the loading text until it loads. */
export function IframeView({ src }: { src: string }) {
  const [loading, setLoading] = useState(true);
  const height = useWindowHeight();
  return (
    <Spin spinning={loading} description="正在加载页面，请稍候！">
      <iframe src={src} title={src} style={{ width: '100%', height: height - IFRAME_OFFSET, border: 0 }} onLoad={() => setLoading(false)} />
    </Spin>
  );
}
