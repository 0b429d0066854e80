import { useMemo, useState } from 'react';
import { App, Button, Empty, Modal, Spin, Tree, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { codegenApi } from './codegen-api';
import { buildFileTree } from './file-tree';
import { copyText } from '../../../shared/utils/clipboard';

/** 代码预览: the generated files as a folder tree on the left, the chosen file's code (read-only) on the right. */
export function PreviewCodeDialog({ tableId, onClose }: { tableId: number; onClose(): void }) {
  const { message } = App.useApp();
  const files = useQuery({ queryKey: ['infra', 'codegen', 'preview', tableId], queryFn: () => codegenApi.preview(tableId), gcTime: 0 });
  const [chosen, setChosen] = useState<string | null>(null);
  const tree = useMemo(() => buildFileTree((files.data ?? []).map((f) => f.filePath)), [files.data]);
  const current = files.data?.find((f) => f.filePath === chosen) ?? files.data?.[0];

  return (
    <Modal title="代码预览" open width="90%" style={{ top: 32 }} footer={null} onCancel={onClose} destroyOnHidden>
      {files.isLoading ? (
        <Spin style={{ display: 'block', padding: 80 }} />
      ) : !files.data?.length ? (
        <Empty />
      ) : (
        <div style={{ display: 'flex', gap: 12, height: '72vh' }}>
          <div style={{ width: 320, flexShrink: 0, overflow: 'auto', borderRight: '1px solid rgba(5,5,5,0.06)', paddingRight: 8 }} data-testid="codegen-file-tree">
            <Tree.DirectoryTree
              treeData={tree}
              defaultExpandAll
              selectedKeys={current ? [current.filePath] : []}
              onSelect={(keys, info) => {
                if (info.node.isLeaf) setChosen(String(keys[0]));
              }}
            />
          </div>
          <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8, gap: 8 }}>
              <Typography.Text strong ellipsis>
                {current?.filePath}
              </Typography.Text>
              <Button
                icon={<CopyOutlined />}
                onClick={async () => {
                  if (!current) return;
                  await copyText(current.code);
                  void message.success('复制成功');
                }}
              >
                复制
              </Button>
            </div>
            <pre
              data-testid="codegen-code"
              style={{
                flex: 1,
                margin: 0,
                overflow: 'auto',
                padding: 12,
                background: '#f6f8fa',
                border: '1px solid rgba(5,5,5,0.06)',
                borderRadius: 6,
                fontSize: 12,
                lineHeight: 1.6,
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              }}
            >
              {current?.code}
            </pre>
          </div>
        </div>
      )}
    </Modal>
  );
}
