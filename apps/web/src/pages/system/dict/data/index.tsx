import { Alert, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DICT_COLOR_TYPES, DictDataCreateReq, type DictDataResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';
import { tagColor } from '../../../../shared/dict';
import { dictTypeApi } from '../dict-api';
import { RecordNotFound } from '../../../../features/errors/components/record-not-found';

const COLOR_LABELS: Record<string, string> = { '': '无', default: '默认', primary: '主要', success: '成功', info: '信息', warning: '警告', danger: '危险' };

/** /dict/type/data/:dictId — the dictionary data of one type, on the CRUD kit. */
export default function DictDataPage() {
  const { dictId } = useParams();
  const type = useQuery({ queryKey: ['system', 'dict-type', 'get', dictId], queryFn: () => dictTypeApi.get(Number(dictId)) });
  const types = useQuery({ queryKey: ['system', 'dict-type', 'simple'], queryFn: dictTypeApi.listAllSimple });
  if (type.isPending) return <Spin style={{ display: 'block', padding: 80 }} />;
  if (type.isError) return <Alert type="error" showIcon title="字典类型加载失败" description={type.error.message} />;
  if (!type.data) return <RecordNotFound what="字典类型" id={dictId} backTo="/system/dict" backText="返回字典列表" />;
  const config: CrudConfig<DictDataResp> = {
    entity: '字典数据',
    queryKey: ['system', 'dict-data'],
    api: {
      page: '/system/dict-data/page',
      create: '/system/dict-data/create',
      update: '/system/dict-data/update',
      delete: '/system/dict-data/delete',
      export: '/system/dict-data/export',
    },
    permissions: { create: 'system:dict:create', update: 'system:dict:update', delete: 'system:dict:delete', export: 'system:dict:export' },
    search: [
      {
        name: 'dictType',
        label: '字典名称',
        type: 'select',
        initialValue: type.data.type,
        options: () => (types.data ?? []).map((t) => ({ label: t.name, value: t.type })),
      },
      { name: 'label', label: '字典标签' },
      { name: 'status', label: '状态', type: 'select', dict: 'common_status', placeholder: '数据状态', width: 160 },
    ],
    columns: [
      { dataIndex: 'id', title: '字典编码', width: 100 },
      { dataIndex: 'label', title: '字典标签' },
      { dataIndex: 'value', title: '字典键值' },
      { dataIndex: 'sort', title: '字典排序', width: 100 },
      { dataIndex: 'status', title: '状态', type: 'dict', dict: 'common_status', width: 90 },
      { dataIndex: 'colorType', title: '颜色类型', width: 100 },
      { dataIndex: 'cssClass', title: 'CSS Class', width: 110 },
      { dataIndex: 'remark', title: '备注', ellipsis: true },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
    ],
    deleteText: (r) => `是否确认删除字典编码为"${r.id}"的数据项？`,
    exportText: '是否确认导出所有数据项？',
    form: {
      schema: DictDataCreateReq,
      width: 500,
      defaults: (query) => ({ dictType: query.dictType ?? type.data.type, status: 0, sort: 0, colorType: '' }),
      fields: [
        { name: 'dictType', label: '字典类型', disabled: true },
        { name: 'label', label: '数据标签', required: true },
        { name: 'value', label: '数据键值', required: true },
        { name: 'sort', label: '显示排序', type: 'number', min: 0, max: 999999, required: true, requiredMessage: '数据顺序不能为空' },
        { name: 'status', label: '状态', type: 'radio', dict: 'common_status' },
        {
          name: 'colorType',
          label: '颜色类型',
          type: 'select',
          toForm: (v) => v ?? '',
          options: DICT_COLOR_TYPES.map((c) => ({ value: c, label: c ? <Tag color={tagColor(c)}>{COLOR_LABELS[c]}</Tag> : COLOR_LABELS[c] })),
        },
        { name: 'cssClass', label: 'CSS Class', placeholder: '请输入 CSS Class' },
        { name: 'remark', label: '备注', type: 'textarea' },
      ],
    },
    scrollX: 1000,
  };
  return <CrudPage config={config} />;
}
