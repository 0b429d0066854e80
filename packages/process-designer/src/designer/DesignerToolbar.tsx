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
  LoadingOutlined,
} from '@ant-design/icons';
import { memo, useRef, type ReactNode } from 'react';
import type { AlignType, DownloadKind } from '../model/toolbar-ops';
import { ToolButton, ToolGroup, ToolMenu } from './ToolButton';
import { ToolbarTips } from './ToolbarTips';

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
    <ToolbarTips className="gprs-process-designer__toolbar" role="toolbar" aria-label="流程设计器工具栏">
      <ToolGroup>
        <ToolButton icon={<FolderOpenOutlined />} onClick={() => fileInput.current?.click()}>
          打开文件
        </ToolButton>
        <ToolMenu<DownloadKind>
          icon={<DownloadOutlined />}
          label="下载文件"
          items={[
            { key: 'xml', label: '下载为XML文件' },
            { key: 'svg', label: '下载为SVG文件' },
            { key: 'bpmn', label: '下载为BPMN文件' },
          ]}
          onSelect={props.onDownload}
        />
        <ToolMenu<'xml' | 'json'>
          icon={<EyeOutlined />}
          label="预览"
          items={[
            { key: 'xml', label: '预览XML' },
            { key: 'json', label: '预览JSON' },
          ]}
          onSelect={props.onPreview}
        />
        <ToolButton
          icon={props.simulating ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
          primary={props.simulating}
          onClick={props.onToggleSimulation}
        >
          {props.simulating ? '退出模拟' : '开启模拟'}
        </ToolButton>
      </ToolGroup>
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
      <ToolGroup>
        {alignButtons.map((button) => (
          <ToolButton key={button.type} data-tip={button.title} aria-label={button.title} icon={button.icon} onClick={() => props.onAlign(button.type)} />
        ))}
      </ToolGroup>
      <ToolGroup>
        <ToolButton data-tip="缩小视图" aria-label="缩小视图" icon={<ZoomOutOutlined />} onClick={() => props.onZoom(-1)} />
        {props.zoomIndicator}
        <ToolButton data-tip="放大视图" aria-label="放大视图" icon={<ZoomInOutlined />} onClick={() => props.onZoom(1)} />
        <ToolButton data-tip="重置视图并居中" aria-label="重置视图" icon={<ExpandOutlined />} onClick={props.onZoomReset} />
      </ToolGroup>
      <ToolGroup>
        <ToolButton data-tip="撤销" aria-label="撤销" icon={<UndoOutlined />} disabled={!props.canUndo} onClick={props.onUndo} />
        <ToolButton data-tip="恢复" aria-label="恢复" icon={<RedoOutlined />} disabled={!props.canRedo} onClick={props.onRedo} />
        <ToolButton data-tip="重新绘制" aria-label="重新绘制" icon={<ReloadOutlined />} onClick={props.onRedraw} />
      </ToolGroup>
      {props.showSave && (
        <ToolButton
          primary
          icon={props.saving ? <LoadingOutlined spin /> : <SaveOutlined />}
          disabled={props.simulating}
          aria-busy={props.saving || undefined}
          onClick={props.saving ? undefined : props.onSave}
        >
          保存模型
        </ToolButton>
      )}
    </ToolbarTips>
  );
});
