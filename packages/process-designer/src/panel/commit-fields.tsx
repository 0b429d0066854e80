import { Input, InputNumber } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';

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
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
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
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
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
  const [draft, setDraft] = useState<string>(value);
  useEffect(() => setDraft(value), [value]);
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
