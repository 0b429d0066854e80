import { queryOptions, useQuery } from '@tanstack/react-query';
import { Select, TreeSelect } from 'antd';
import type { BpmUserGroupSimpleResp } from '@gprs/contract';
import { useDeptSimpleTree } from '../../../pages/system/dept/dept-api';
import { postSimpleQuery } from '../../../pages/system/post/post-api';
import { roleSimpleQuery } from '../../../pages/system/role/role-api';
import { userSimpleQuery } from '../../../pages/system/user/user-api';
import { getIntDictOptions } from '../../../shared/dict';
import { request } from '../../../shared/request';
import { useDictStore } from '../../../shared/stores/dict-store';

/** GET /bpm/user-group/list-all-simple: enabled user groups. */
export const userGroupSimpleQuery = queryOptions({
  queryKey: ['bpm', 'user-group', 'simple'],
  queryFn: () => request.get<BpmUserGroupSimpleResp[]>('/bpm/user-group/list-all-simple'),
  staleTime: 30_000,
});

interface MultiProps {
  id?: string;
  value?: number[];
  onChange?(value: number[]): void;
  placeholder?: string;
}

function ListSelect({ id, value, onChange, placeholder, options, loading }: MultiProps & { options: { label: string; value: number }[]; loading: boolean }) {
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      loading={loading}
      placeholder={placeholder}
      optionFilterProp="label"
      options={options}
      style={{ width: '100%' }}
    />
  );
}

/** Back-office users (nickname, department). */
export function UserMultiSelect(props: MultiProps) {
  const users = useQuery(userSimpleQuery);
  const options = (users.data ?? []).map((u) => ({ label: u.deptName ? `${u.nickname}（${u.deptName}）` : u.nickname, value: u.id }));
  return <ListSelect placeholder="请选择用户" {...props} options={options} loading={users.isLoading} />;
}

/** One back-office user, searchable; `exclude` leaves a user out (e.g. the current assignee). */
export function UserSelect({ id, value, onChange, exclude }: { id?: string; value?: number; onChange?(v: number | undefined): void; exclude?: number }) {
  const users = useQuery(userSimpleQuery);
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      value={value}
      onChange={onChange}
      loading={users.isLoading}
      placeholder="请选择用户"
      options={(users.data ?? []).filter((u) => u.id !== exclude).map((u) => ({ label: u.deptName ? `${u.nickname}（${u.deptName}）` : u.nickname, value: u.id }))}
      style={{ width: '100%' }}
    />
  );
}

export function RoleMultiSelect(props: MultiProps) {
  const roles = useQuery(roleSimpleQuery);
  return <ListSelect placeholder="请选择角色" {...props} options={(roles.data ?? []).map((r) => ({ label: r.name, value: r.id }))} loading={roles.isLoading} />;
}

export function PostMultiSelect(props: MultiProps) {
  const posts = useQuery(postSimpleQuery);
  return <ListSelect placeholder="请选择岗位" {...props} options={(posts.data ?? []).map((p) => ({ label: p.name, value: p.id }))} loading={posts.isLoading} />;
}

export function UserGroupMultiSelect(props: MultiProps) {
  const groups = useQuery(userGroupSimpleQuery);
  return <ListSelect placeholder="请选择用户组" {...props} options={(groups.data ?? []).map((g) => ({ label: g.name, value: g.id }))} loading={groups.isLoading} />;
}

/** The named server-side rules of dict bpm_task_assign_script. */
export function ScriptMultiSelect(props: MultiProps) {
  const dictMap = useDictStore((s) => s.dictMap);
  const options = getIntDictOptions('bpm_task_assign_script', dictMap).map((o) => ({ label: String(o.label), value: o.value }));
  return <ListSelect placeholder="请选择脚本" {...props} options={options} loading={false} />;
}

export function DeptMultiSelect({ id, value, onChange, placeholder = '请选择部门' }: MultiProps) {
  const { tree, loading } = useDeptSimpleTree();
  return (
    <TreeSelect
      id={id}
      multiple
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      treeCheckStrictly={false}
      value={value}
      onChange={(v) => onChange?.(v as number[])}
      loading={loading}
      treeData={tree}
      fieldNames={{ label: 'name', value: 'id', children: 'children' }}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'name' }}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}

/** Labels of the ids of a rule, for the rule list (options by rule type, see dict bpm_task_assign_rule_type). */
export function useOptionLabels() {
  const users = useQuery(userSimpleQuery);
  const roles = useQuery(roleSimpleQuery);
  const posts = useQuery(postSimpleQuery);
  const groups = useQuery(userGroupSimpleQuery);
  const { list: depts } = useDeptSimpleTree();
  const dictMap = useDictStore((s) => s.dictMap);
  const scripts = getIntDictOptions('bpm_task_assign_script', dictMap);
  return {
    role: new Map((roles.data ?? []).map((r) => [r.id, r.name])),
    dept: new Map(depts.map((d) => [d.id, d.name])),
    post: new Map((posts.data ?? []).map((p) => [p.id, p.name])),
    user: new Map((users.data ?? []).map((u) => [u.id, u.nickname])),
    group: new Map((groups.data ?? []).map((g) => [g.id, g.name])),
    script: new Map(scripts.map((s) => [s.value, String(s.label)])),
  };
}
