import { json } from '@codemirror/lang-json';
import { xml as xmlLanguage } from '@codemirror/lang-xml';
import CodeMirror from '@uiw/react-codemirror';
import { Modal } from 'antd';

export interface PreviewModalProps {
  open: boolean;
  kind: 'xml' | 'json';
  code: string;
  onClose: () => void;
}

/** Read-only code view of the model as XML or JSON. */
export function PreviewModal({ open, kind, code, onClose }: PreviewModalProps) {
  return (
    <Modal
      open={open}
      title={kind === 'xml' ? '预览 XML' : '预览 JSON'}
      width="70%"
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <CodeMirror
        value={code}
        readOnly
        editable={false}
        height="60vh"
        extensions={[kind === 'xml' ? xmlLanguage() : json()]}
        basicSetup={{ foldGutter: true, lineNumbers: true, highlightActiveLine: false }}
      />
    </Modal>
  );
}
