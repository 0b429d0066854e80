import { Tag } from 'antd';
import { useDictStore } from '../stores/dict-store';
import { getDictObj, tagColor } from './dict';

export interface DictTagProps {
  type: string;
  value: string | number | boolean | null | undefined;
}

/** The label of a dictionary value as a Tag with its colour type and css class; nothing for an unknown value. */
export function DictTag({ type, value }: DictTagProps) {
  const dictMap = useDictStore((s) => s.dictMap);
  const item = getDictObj(type, value, dictMap);
  if (!item) return null;
  return (
    <Tag color={tagColor(item.colorType)} className={item.cssClass || undefined}>
      {item.label}
    </Tag>
  );
}
