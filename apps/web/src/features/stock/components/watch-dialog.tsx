// 加自选's dialog, fetched with the button's first tap (docs/decisions/0034): antd's Modal, radio group and field.
import { useState } from 'react';
import { App, Button, Divider, Input, Modal, Radio, Space, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AntdAppBoundary } from '../../../shared/antd-app/antd-app-boundary';
import { memberApi, memberKeys } from '../../../shared/market';
import { useUserStore } from '../../../shared/stores/user-store';

/** A group picker (with a new group on the spot); opens again on every new `request` (a tap of the button). */
function WatchDialog({ code, name, request }: { code: string; name: string; request: number }) {
  const user = useUserStore((s) => s.user);
  const { message } = App.useApp();
  const qc = useQueryClient();
  // open for every tap (request) after the last one it was closed at
  const [closedAt, setClosedAt] = useState(0);
  const open = request > closedAt;
  const setOpen = (next: boolean) => !next && setClosedAt(request);
  const [groupId, setGroupId] = useState<number | undefined>();
  const [newName, setNewName] = useState('');
  const groups = useQuery({ queryKey: memberKeys.groups, queryFn: memberApi.groups, enabled: open && !!user });
  const create = useMutation({
    mutationFn: (n: string) => memberApi.createGroup(n),
    onSuccess: (id) => {
      setNewName('');
      setGroupId(id);
      void qc.invalidateQueries({ queryKey: memberKeys.groups });
    },
  });
  const add = useMutation({
    mutationFn: () => memberApi.addWatch(code, groupId),
    onSuccess: () => {
      void message.success(`已将${name}加入自选`);
      setOpen(false);
      void qc.invalidateQueries({ queryKey: ['member'] });
      void qc.invalidateQueries({ queryKey: ['quotes', 'watch'] });
    },
  });
  const selected = groupId ?? groups.data?.[0]?.id;

  return (
    <>
      <Modal
        title={`将 ${name}(${code}) 加入自选分组`}
        open={open}
        onCancel={() => setOpen(false)}
        okText="加入"
        okButtonProps={{ disabled: !selected && !groups.isPending && (groups.data?.length ?? 0) > 0, loading: add.isPending }}
        onOk={() => add.mutate()}
        destroyOnHidden
      >
        {groups.isPending ? (
          <Spin />
        ) : (
          <Radio.Group value={selected} onChange={(e) => setGroupId(e.target.value as number)}>
            <Space direction="vertical">
              {groups.data?.map((g) => (
                <Radio key={g.id} value={g.id}>
                  {g.name}（{g.count}）
                </Radio>
              ))}
              {groups.data?.length === 0 && <span style={{ color: '#8c8c8c' }}>还没有分组，将加入「我的自选」，或新建一个分组：</span>}
            </Space>
          </Radio.Group>
        )}
        <Divider style={{ margin: '12px 0' }} />
        <Space.Compact style={{ width: '100%' }}>
          <Input placeholder="新分组名称" maxLength={20} value={newName} onChange={(e) => setNewName(e.target.value)} aria-label="新分组名称" />
          <Button icon={<PlusOutlined />} disabled={!newName.trim()} loading={create.isPending} onClick={() => create.mutate(newName.trim())}>
            新建分组
          </Button>
        </Space.Compact>
      </Modal>
    </>
  );
}

export default function WatchDialogWithApp(props: { code: string; name: string; request: number }) {
  return (
    <AntdAppBoundary>
      <WatchDialog {...props} />
    </AntdAppBoundary>
  );
}
