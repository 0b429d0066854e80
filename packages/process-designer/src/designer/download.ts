import { downloadTarget, type DownloadKind } from '../model/toolbar-ops';

/** Saves text as a file through a temporary link. */
export function downloadText(text: string, name: string, kind: DownloadKind): void {
  const { fileName, mimeType } = downloadTarget(name, kind);
  const url = URL.createObjectURL(new Blob([text], { type: `${mimeType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
