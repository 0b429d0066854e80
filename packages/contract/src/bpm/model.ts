import { z } from 'zod';
import { PageParam } from '../envelope';

/** An XML name: a letter or underscore first, then letters, digits, hyphen, underscore or dot (spec section 5). */
export const PROCESS_KEY_PATTERN = /^[A-Za-z_][\w.-]*$/;

export const BpmModelPageReq = PageParam.extend({
  key: z.string().max(64).optional(),
  name: z.string().max(64).optional(),
  category: z.string().max(64).optional(),
});

const modelFields = {
  key: z.string().trim().min(1, '流程标识不能为空').max(64).regex(PROCESS_KEY_PATTERN, '流程标识需以字母或下划线开头，后接字母、数字、-、_ 或 .'),
  name: z.string().trim().min(1, '流程名称不能为空').max(64),
  category: z.string().max(64).optional().default(''),
  description: z.string().max(500).optional().default(''),
  /** BPMN 2.0 XML; when given, its process id must equal the key */
  bpmnXml: z.string().max(5_000_000).optional(),
};

export const BpmModelCreateReq = z.object(modelFields);
/** category / description left out keep their stored values (the design page saves only key, name and the XML). */
export const BpmModelUpdateReq = z.object({
  id: z.coerce.number().int().positive(),
  ...modelFields,
  category: z.string().max(64).optional(),
  description: z.string().max(500).optional(),
});
export type BpmModelCreateReq = z.input<typeof BpmModelCreateReq>;
export type BpmModelUpdateReq = z.input<typeof BpmModelUpdateReq>;

export interface BpmModelVO {
  id: number;
  key: string;
  name: string;
  category: string;
  description: string;
  bpmnXml: string | null;
  createTime: number;
  updateTime: number;
}

export const BpmError = {
  MODEL_NOT_EXISTS: { code: 1_009_002_000, msg: '流程模型不存在' },
  MODEL_KEY_EXISTS: { code: 1_009_002_001, msg: '已经存在流程标识为【{}】的流程' },
  MODEL_XML_INVALID: { code: 1_009_002_002, msg: '流程模型 XML 解析失败：{}' },
  MODEL_KEY_MISMATCH: { code: 1_009_002_003, msg: '流程标识【{}】与模型标识【{}】不一致，请修改流程标识后重新保存' },
  MODEL_NO_PROCESS: { code: 1_009_002_004, msg: '流程模型中没有流程（bpmn:process）' },
} as const;
