import { lazy, Suspense } from 'react';
import { DatePicker, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FormField } from '../../../shared/crud-kit';
import { EDITOR_HEIGHT } from '../../../shared/rich-editor/debounce';

const RichEditor = lazy(() => import('../../../shared/rich-editor/rich-editor'));

/** The bundled rich editor, loaded on first use (a form control: value / onChange HTML). */
export function LazyRichEditor(props: { value?: string; onChange?(html: string): void }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} style={{ height: EDITOR_HEIGHT }} />}>
      <RichEditor {...props} />
    </Suspense>
  );
}

/** HTML the server already sanitised (DOMPurify on save). */
export function ServerHtml({ html }: { html: string | null | undefined }) {
  if (!html) return <span style={{ color: '#999' }}>（无内容）</span>;
  return <div className="stock-admin-html" style={{ maxHeight: 480, overflow: 'auto', lineHeight: 1.7 }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A date-time form field kept as epoch ms in the body (DatePicker with time in the form). */
export function dateTimeField<T>(name: string, label: string, required = true): FormField<T> {
  return {
    name,
    label,
    type: 'custom',
    required,
    zod: false,
    render: () => <DatePicker showTime style={{ width: '100%' }} placeholder={`请选择${label}`} />,
    toForm: (v) => (typeof v === 'number' ? dayjs(v) : undefined),
    toVo: (v) => (v ? (v as Dayjs).valueOf() : undefined),
  };
}

/** A date form field kept as 'YYYY-MM-DD'. */
export function dateField<T>(name: string, label: string, required = true): FormField<T> {
  return {
    name,
    label,
    type: 'custom',
    required,
    zod: false,
    render: () => <DatePicker style={{ width: '100%' }} placeholder={`请选择${label}`} />,
    toForm: (v) => (typeof v === 'string' && v ? dayjs(v) : undefined),
    toVo: (v) => (v ? (v as Dayjs).format('YYYY-MM-DD') : undefined),
  };
}

/** Codes as text in a cell: '600519、300750' or '--'. */
export const codesText = (v: string[] | null | undefined) => (v && v.length ? v.join('、') : '--');

/** Text of an HTML fragment for a list cell. */
export const plainText = (html: string | null | undefined) => (html ?? '').replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
