import { useState } from 'react';
import { describeImportWarning, importWarningsTitle, NOTHING_DRAWN_MESSAGE, nothingDrawnDetail } from '../model/interchange';

/** Warnings beyond this many are counted, not listed. */
const MAX_LISTED = 200;

export interface ImportReportProps {
  /** the import's warning messages, as bpmn-js gives them */
  warnings: string[];
  /** right edge clear of the property panel */
  right: number;
  onClose: () => void;
}

/**
 * 「导入时有 N 条警告」 over the canvas after a file with problems was opened; 查看详情 lists them (in Chinese, with the
 * original text when it differs). Plain elements, mounted only when there are warnings (docs/decisions/0012).
 */
export function ImportReport({ warnings, right, onClose }: ImportReportProps) {
  const [open, setOpen] = useState(false);
  const listed = warnings.slice(0, MAX_LISTED);
  return (
    <div className="gprs-pd-import-report" role="status" aria-label="导入警告" style={{ right }}>
      <div className="gprs-pd-import-report__head">
        <span className="gprs-pd-import-report__title">⚠ {importWarningsTitle(warnings.length)}</span>
        <button type="button" className="gprs-pd-import-report__link" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? '收起' : '查看详情'}
        </button>
        <button type="button" className="gprs-pd-import-report__close" aria-label="关闭导入警告" onClick={onClose}>
          ×
        </button>
      </div>
      {open && (
        <ol className="gprs-pd-import-report__list">
          {listed.map((raw, index) => {
            const text = describeImportWarning(raw);
            const original = raw.split('\n')[0];
            return (
              // the same warning can appear twice; the position keeps the keys apart
              <li key={index}>
                {text}
                {original !== text && <div className="gprs-pd-import-report__raw">{original}</div>}
              </li>
            );
          })}
          {warnings.length > listed.length && <li>另有 {warnings.length - listed.length} 条未列出</li>}
        </ol>
      )}
    </div>
  );
}

/** Over an empty canvas: the file was read, but none of its elements could be drawn. */
export function NothingDrawnNotice({ semanticCount, right }: { semanticCount: number; right: number }) {
  return (
    <div className="gprs-pd-empty-notice" role="alert" style={{ left: `calc((100% - ${right}px) / 2)` }}>
      <div className="gprs-pd-empty-notice__title">{NOTHING_DRAWN_MESSAGE}</div>
      <div className="gprs-pd-empty-notice__detail">{nothingDrawnDetail(semanticCount)}</div>
    </div>
  );
}
