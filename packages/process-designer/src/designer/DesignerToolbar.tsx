import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  DownloadOutlined,
  EyeOutlined,
  FolderOpenOutlined,
  PlayCircleOutlined,
  PauseCircleOutlined,
  RedoOutlined,
  ReloadOutlined,
  SaveOutlined,
  UndoOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
  ExpandOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import { memo, useRef, type ReactNode } from 'react';
import type { AlignType, DownloadKind } from '../model/toolbar-ops';

export interface DesignerToolbarProps {
  /** the current zoom (it follows the canvas by itself, so zooming does not re-render the toolbar) */
  zoomIndicator: ReactNode;
  canUndo: boolean;
  canRedo: boolean;
  simulating: boolean;
  saving: boolean;
  showSave: boolean;
  onOpenFile: (file: File) => void;
  onDownload: (kind: DownloadKind) => void;
  onPreview: (kind: 'xml' | 'json') => void;
  onToggleSimulation: () => void;
  onAlign: (type: AlignType) => void;
  onZoom: (direction: 1 | -1) => void;
  onZoomReset: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onRedraw: () => void;
  onSave: () => void;
}

const alignButtons: { type: AlignType; title: string; icon: ReactNode }[] = [
  { type: 'left', title: '向左对齐', icon: <AlignLeftOutlined /> },
  { type: 'right', title: '向右对齐', icon: <AlignRightOutlined /> },
  { type: 'top', title: '向上对齐', icon: <VerticalAlignTopOutlined /> },
  { type: 'bottom', title: '向下对齐', icon: <VerticalAlignBottomOutlined /> },
  { type: 'center', title: '水平居中', icon: <AlignCenterOutlined /> },
  { type: 'middle', title: '垂直居中', icon: <VerticalAlignMiddleOutlined /> },
];

/** The designer's header toolbar; memoised, so diagram events that change none of its props do not re-render it. */
export const DesignerToolbar = memo(function DesignerToolbar(props: DesignerToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="gprs-process-designer__toolbar" role="toolbar" aria-label="流程设计器工具栏">
      <Space.Compact>
        <Button icon={<FolderOpenOutlined />} onClick={() => fileInput.current?.click()}>
          打开文件
        </Button>
        <Dropdown
          menu={{
            items: [
              { key: 'xml', label: '下载为XML文件' },
              { key: 'svg', label: '下载为SVG文件' },
              { key: 'bpmn', label: '下载为BPMN文件' },
            ],
            onClick: ({ key }) => props.onDownload(key as DownloadKind),
          }}
        >
          <Button icon={<DownloadOutlined />}>下载文件</Button>
        </Dropdown>
        <Dropdown
          menu={{
            items: [
              { key: 'xml', label: '预览XML' },
              { key: 'json', label: '预览JSON' },
            ],
            onClick: ({ key }) => props.onPreview(key as 'xml' | 'json'),
          }}
        >
          <Button icon={<EyeOutlined />}>预览</Button>
        </Dropdown>
        <Button
          icon={props.simulating ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
          type={props.simulating ? 'primary' : 'default'}
          onClick={props.onToggleSimulation}
        >
          {props.simulating ? '退出模拟' : '开启模拟'}
        </Button>
      </Space.Compact>
      <input
        ref={fileInput}
        type="file"
        accept=".xml,.bpmn"
        style={{ display: 'none' }}
        aria-label="打开文件"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) props.onOpenFile(file);
        }}
      />
      <Space.Compact>
        {alignButtons.map((button) => (
          <Tooltip key={button.type} title={button.title}>
            <Button aria-label={button.title} icon={button.icon} onClick={() => props.onAlign(button.type)} />
          </Tooltip>
        ))}
      </Space.Compact>
      <Space.Compact>
        <Tooltip title="缩小视图">
          <Button aria-label="缩小视图" icon={<ZoomOutOutlined />} onClick={() => props.onZoom(-1)} />
        </Tooltip>
        {props.zoomIndicator}
        <Tooltip title="放大视图">
          <Button aria-label="放大视图" icon={<ZoomInOutlined />} onClick={() => props.onZoom(1)} />
        </Tooltip>
        <Tooltip title="重置视图并居中">
          <Button aria-label="重置视图" icon={<ExpandOutlined />} onClick={props.onZoomReset} />
        </Tooltip>
      </Space.Compact>
      <Space.Compact>
        <Tooltip title="撤销">
          <Button aria-label="撤销" icon={<UndoOutlined />} disabled={!props.canUndo} onClick={props.onUndo} />
        </Tooltip>
        <Tooltip title="恢复">
          <Button aria-label="恢复" icon={<RedoOutlined />} disabled={!props.canRedo} onClick={props.onRedo} />
        </Tooltip>
        <Tooltip title="重新绘制">
          <Button aria-label="重新绘制" icon={<ReloadOutlined />} onClick={props.onRedraw} />
        </Tooltip>
      </Space.Compact>
      {props.showSave && (
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={props.simulating}
          loading={props.saving}
          onClick={props.onSave}
        >
          保存模型
        </Button>
      )}
    </div>
  );
});
