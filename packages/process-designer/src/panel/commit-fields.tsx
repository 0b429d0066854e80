import { Input, InputNumber } from 'antd';
import { useState } from 'react';

/** A local draft of a model value that starts over whenever the model value changes (undo, other element …). */
function useDraft(value: string): [string, (draft: string) => void] {
  const [state, setState] = useState({ source: value, draft: value });
  if (state.source !== value) {
    setState({ source: value, draft: value });
    return [value, (draft) => setState({ source: value, draft })];
  }
  return [state.draft, (draft) => setState({ source: value, draft })];
}

interface CommitInputProps {
  value: string;
  onCommit: (value: string) => void;
  disabled?: boolean;
  'aria-label'?: string;
  placeholder?: string;
  status?: 'error';
  /** every keystroke, e.g. to clear an error as soon as the text is valid again */
  onDraftChange?: (draft: string) => void;
}

/**
 * A text box that keeps a draft and writes to the model only on blur or Enter, and only when it changed — or when it
 * shows an error, so typing the model's value back re-checks it and clears the error. A plain
 * <input> drawn like antd's small Input (styles/process-designer.css): the process section alone has six of them, and
 * six antd Inputs cost more to build than the rest of the panel (docs/decisions/0012).
 */
export function CommitInput({ value, onCommit, status, onDraftChange, ...rest }: CommitInputProps) {
  const [draft, setDraft] = useDraft(value);
  const commit = () => {
    if (draft !== value || status === 'error') onCommit(draft);
  };
  return (
    <input
      {...rest}
      type="text"
      className={status === 'error' ? 'gprs-panel-input gprs-panel-input--error' : 'gprs-panel-input'}
      aria-invalid={status === 'error' || undefined}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        onDraftChange?.(event.target.value);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        // Enter that ends an IME composition only confirms the characters
        if (event.key === 'Enter' && !event.nativeEvent.isComposing) commit();
      }}
    />
  );
}

interface CommitTextAreaProps {
  value: string;
  onCommit: (value: string) => void;
  minRows?: number;
  maxRows?: number;
  placeholder?: string;
  'aria-label'?: string;
}

export function CommitTextArea({ value, onCommit, minRows = 2, maxRows = 4, ...rest }: CommitTextAreaProps) {
  const [draft, setDraft] = useDraft(value);
  return (
    <Input.TextArea
      {...rest}
      value={draft}
      autoSize={{ minRows, maxRows }}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        if (draft !== value) onCommit(draft);
      }}
    />
  );
}

export function CommitNumber({
  value,
  onCommit,
  ...rest
}: {
  value: string;
  onCommit: (value: string) => void;
  'aria-label'?: string;
}) {
  const [draft, setDraft] = useDraft(value);
  return (
    <InputNumber<string>
      {...rest}
      stringMode
      style={{ width: '100%' }}
      value={draft}
      onChange={(next) => setDraft(next ?? '')}
      onBlur={() => {
        if (draft !== value) onCommit(draft);
      }}
    />
  );
}
