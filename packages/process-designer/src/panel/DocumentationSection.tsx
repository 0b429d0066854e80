import { Form } from 'antd';
import { readDocumentation, updateDocumentation } from '../model/documentation';
import { CommitTextArea } from './commit-fields';
import type { SectionProps } from './section-props';

export function DocumentationSection({ ctx, element }: SectionProps) {
  return (
    <Form layout="vertical" size="small">
      <Form.Item label="元素文档">
        <CommitTextArea
          aria-label="元素文档"
          minRows={2}
          maxRows={4}
          value={readDocumentation(element)}
          onCommit={(value) => updateDocumentation(ctx, element, value)}
        />
      </Form.Item>
    </Form>
  );
}
