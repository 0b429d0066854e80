import { readDocumentation, updateDocumentation } from '../model/documentation';
import { CommitTextArea } from './commit-fields';
import type { SectionProps } from './section-props';
import { PanelField, PanelForm } from './PanelForm';

export function DocumentationSection({ ctx, element }: SectionProps) {
  return (
    <PanelForm>
      <PanelField label="元素文档">
        <CommitTextArea
          aria-label="元素文档"
          minRows={2}
          maxRows={4}
          value={readDocumentation(element)}
          onCommit={(value) => updateDocumentation(ctx, element, value)}
        />
      </PanelField>
    </PanelForm>
  );
}
