import { App, Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberApi, memberKeys } from '../../../shared/market';
import { useUserStore } from '../../../shared/stores/user-store';
import { useSignInPrompt } from './watch-button';

/** 关注 / 已关注 of a news item (1), flash (2) or concept (3); anonymous visitors are asked to sign in. */
export function FavoriteButton({ targetType, targetId, size = 'small' }: { targetType: 1 | 2 | 3; targetId: number; size?: 'small' | 'middle' }) {
  const user = useUserStore((s) => s.user);
  const prompt = useSignInPrompt();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const check = useQuery({ queryKey: memberKeys.favoriteCheck(targetType, targetId), queryFn: () => memberApi.favoriteCheck(targetType, targetId), enabled: !!user });
  const toggle = useMutation({
    mutationFn: async (): Promise<unknown> => (check.data ? memberApi.removeFavorite(targetType, targetId) : memberApi.addFavorite(targetType, targetId)),
    onSuccess: () => {
      void message.success(check.data ? '已取消关注' : '已关注');
      void qc.invalidateQueries({ queryKey: ['member'] });
    },
  });
  const on = !!user && !!check.data;
  return (
    <Button
      size={size}
      type={on ? 'primary' : 'default'}
      danger={on}
      icon={on ? <HeartFilled /> : <HeartOutlined />}
      loading={toggle.isPending}
      onClick={(e) => {
        e.stopPropagation();
        if (!user) prompt('关注内容');
        else toggle.mutate();
      }}
    >
      {on ? '已关注' : '关注'}
    </Button>
  );
}
