export { ProcessDesigner, type ProcessDesignerProps } from './designer/ProcessDesigner';
export { ProcessViewer, type ProcessViewerProps } from './viewer/ProcessViewer';
export {
  computeHighlights,
  collectFlowElements,
  RESULT_CLASSES,
  RESULT_LABELS,
  type ActivityData,
  type HighlightClass,
  type ProcessInstanceData,
  type ResultCode,
  type TaskData,
  type ViewerUser,
} from './model/highlight';
export { overlayLines, renderOverlay, formatTime, type OverlayLine } from './model/overlay-content';
export { SAVE_FAILED_MESSAGE, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from './model/toolbar-ops';
export { createEmptyDiagramXml, defaultProcessIdentity } from './model/new-diagram';
export {
  DEFAULT_PREFIX,
  ENGINE_NAMESPACES,
  getModdleExtensions,
  activitiDescriptor,
  flowableDescriptor,
  type EnginePrefix,
} from './moddle';
export { SAMPLE_DIAGRAM_XML } from './model/sample-diagram';
export { type DesignerDelegate } from './model/delegate';
