import { useEffect, useMemo } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { BoldOutlined, ItalicOutlined, OrderedListOutlined, StrikethroughOutlined, UnorderedListOutlined, UndoOutlined, RedoOutlined } from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { debounce, EDITOR_DEBOUNCE_MS, EDITOR_HEIGHT } from './debounce';
import './rich-editor.css';

export interface RichEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
}

/** The bundled rich-text editor (tiptap): height 300, changes reported 250 ms after the last edit. Lazy-loaded. */
export default function RichEditor({ value = '', onChange }: RichEditorProps) {
  const emit = useMemo(() => debounce((html: string) => onChange?.(html), EDITOR_DEBOUNCE_MS), [onChange]);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, underline: false })],
    content: value,
    onUpdate: ({ editor: e }) => emit(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => emit.flush(),
  });
  useEffect(() => () => emit.flush(), [emit]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const tool = (title: string, active: boolean, icon: React.ReactNode, run: () => void, disabled = false) => (
    <Tooltip title={title}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={run} aria-label={title} />
    </Tooltip>
  );
  return (
    <div className="rich-editor">
      <Space size={2} className="rich-editor__toolbar">
        {tool('加粗', state.bold, <BoldOutlined />, () => editor.chain().focus().toggleBold().run())}
        {tool('斜体', state.italic, <ItalicOutlined />, () => editor.chain().focus().toggleItalic().run())}
        {tool('删除线', state.strike, <StrikethroughOutlined />, () => editor.chain().focus().toggleStrike().run())}
        <Button size="small" type={state.h2 ? 'primary' : 'text'} onMouseDown={(e) => e.preventDefault()} onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}>
          标题
        </Button>
        {tool('无序列表', state.bullet, <UnorderedListOutlined />, () => editor.chain().focus().toggleBulletList().run())}
        {tool('有序列表', state.ordered, <OrderedListOutlined />, () => editor.chain().focus().toggleOrderedList().run())}
        {tool('撤销', false, <UndoOutlined />, () => editor.chain().focus().undo().run(), !state.canUndo)}
        {tool('重做', false, <RedoOutlined />, () => editor.chain().focus().redo().run(), !state.canRedo)}
      </Space>
      <EditorContent editor={editor} className="rich-editor__content" style={{ height: EDITOR_HEIGHT }} data-testid="rich-editor" />
    </div>
  );
}
