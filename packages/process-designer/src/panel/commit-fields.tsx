import { Input, InputNumber } from 'antd';
import { useState, type ReactNode } from 'react';

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
  placeholder?: string;
  allowClear?: boolean;
  addonAfter?: ReactNode;
  'aria-label'?: string;
  status?: 'error';
}

/** A text box that keeps a draft and writes to the model only on blur or Enter, and only when it changed. */
export function CommitInput({ value, onCommit, ...rest }: CommitInputProps) {
  const [draft, setDraft] = useDraft(value);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <Input
      {...rest}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onPressEnter={commit}
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
