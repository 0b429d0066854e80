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
  // yudao 2.x model fields (its Vue 3 admin sends them on create and update)
  /** dict bpm_model_type: only 10 (BPMN 设计) is designed here */
  type: z.literal(10, '只支持 BPMN 设计的流程模型（仿钉钉设计器的模型不能在这里设计）').optional(),
  icon: z.string().max(500).nullish(),
  visible: z.boolean().optional(),
  managerUserIds: z.array(z.number().int().positive()).max(100).optional(),
  /** who may start it (with startDeptIds; both empty: everybody) */
  startUserIds: z.array(z.number().int().positive()).max(500).optional(),
  startDeptIds: z.array(z.number().int().positive()).max(500).optional(),
};

/** The form binding, on create (yudao 2.x sends it there) and update. */
const bindingFields = {
  formType: z.union([z.literal(10), z.literal(20)]).nullish(),
  formId: z.number().int().positive().nullish(),
  formCustomCreatePath: z.string().max(255).nullish(),
  formCustomViewPath: z.string().max(255).nullish(),
};

export const BpmModelCreateReq = z.object({ ...modelFields, ...bindingFields });
/**
 * Fields left out keep their stored values (the design page saves only key, name and the XML). The form binding:
 * formType 10 (流程表单) needs formId; 20 (业务表单) needs formCustomCreatePath and formCustomViewPath (page paths,
 * e.g. /bpm/oa/leave/create and /bpm/oa/leave/detail); null clears the binding.
 */
export const BpmModelUpdateReq = z.object({
  id: z.coerce.number().int().positive(),
  ...modelFields,
  category: z.string().max(64).optional(),
  description: z.string().max(500).optional(),
  ...bindingFields,
});
export type BpmModelCreateReq = z.input<typeof BpmModelCreateReq>;
export type BpmModelUpdateReq = z.input<typeof BpmModelUpdateReq>;

/** GET /bpm/model/list (query `name`): every model, without its XML — for pickers. */
export const BpmModelListReq = z.object({ name: z.string().max(64).optional() });

/** POST /bpm/model/deploy?id= → true (发布): validates the model and creates a new process-definition version. */
export const BpmModelDeployReq = z.object({ id: z.coerce.number().int().positive() });

/** The model's latest deployed version (null until the first 发布). */
export interface BpmModelProcessDefinition {
  id: string;
  version: number;
  /** epoch ms */
  deploymentTime: number;
  /** 1 激活, 2 挂起 */
  suspensionState: number;
}

export interface BpmModelVO {
  id: number;
  key: string;
  name: string;
  category: string;
  description: string;
  /** null in /bpm/model/list */
  bpmnXml: string | null;
  formType: number | null;
  formId: number | null;
  /** name of the bound 流程表单 */
  formName: string | null;
  formCustomCreatePath: string | null;
  formCustomViewPath: string | null;
  /** yudao 2.x fields */
  type: number;
  icon: string | null;
  visible: boolean;
  managerUserIds: number[];
  startUserIds: number[];
  startDeptIds: number[];
  processDefinition: BpmModelProcessDefinition | null;
  createTime: number;
  updateTime: number;
}

export const BpmError = {
  MODEL_NOT_EXISTS: { code: 1_009_002_000, msg: '流程模型不存在' },
  MODEL_KEY_EXISTS: { code: 1_009_002_001, msg: '已经存在流程标识为【{}】的流程' },
  MODEL_XML_INVALID: { code: 1_009_002_002, msg: '流程模型 XML 解析失败：{}' },
  MODEL_KEY_MISMATCH: { code: 1_009_002_003, msg: '流程标识【{}】与模型标识【{}】不一致，请修改流程标识后重新保存' },
  MODEL_NO_PROCESS: { code: 1_009_002_004, msg: '流程模型中没有流程（bpmn:process）' },
  // deploy (发布) validation: each message names the element(s) concerned
  MODEL_DEPLOY_NO_XML: { code: 1_009_002_010, msg: '部署流程失败，原因：流程模型未设计，请点击【设计流程】' },
  MODEL_DEPLOY_START_EVENT: { code: 1_009_002_011, msg: '部署流程失败，原因：流程要有开始事件，且最多一个普通开始事件（另可有消息、信号开始事件），当前 {} 个' },
  MODEL_DEPLOY_NO_END: { code: 1_009_002_012, msg: '部署流程失败，原因：从开始事件无法到达任何结束事件' },
  MODEL_DEPLOY_UNSUPPORTED: { code: 1_009_002_013, msg: '部署流程失败，原因：不支持的元素 {}（脚本任务等无法安全执行的元素不能发布）' },
  MODEL_DEPLOY_BAD_EXPRESSION: { code: 1_009_002_014, msg: '部署流程失败，原因：元素 {} 的表达式 {} 有语法错误：{}' },
  MODEL_DEPLOY_RULE_MISSING: { code: 1_009_002_015, msg: '部署流程失败，原因：用户任务({})未配置分配规则，请点击【分配规则】按钮进行配置' },
  MODEL_DEPLOY_FORM_MISSING: { code: 1_009_002_016, msg: '部署流程失败，原因：流程表单未配置，请点击【修改流程】按钮进行配置' },
  MODEL_DEPLOY_BAD_TIMER: { code: 1_009_002_017, msg: '部署流程失败，原因：定时器 {} 的时间 {} 无法识别（支持 ISO 8601 时长、日期和 R/PT 周期）' },
  MODEL_FORM_NOT_EXISTS: { code: 1_009_002_018, msg: '流程表单不存在或已停用' },
  MODEL_FORM_CUSTOM_PATH: { code: 1_009_002_019, msg: '业务表单需要填写表单提交路由和表单查看路由' },
  MODEL_DEPLOY_FORM_SCHEMA: { code: 1_009_002_021, msg: '部署流程失败，原因：流程表单的 JSON Schema 无法编译：{}' },
  MODEL_DEPLOY_TOO_LARGE: { code: 1_009_002_022, msg: '部署流程失败，原因：流程模型过大：{}' },
  MODEL_DEPLOY_DELEGATE: { code: 1_009_002_023, msg: '部署流程失败，原因：{}：{}' },
  MODEL_DEPLOY_CANDIDATE_STRATEGY: { code: 1_009_002_024, msg: '部署流程失败，原因：用户任务({})的分配规则「{}」本系统不支持，请改用角色、部门、岗位、用户、用户组、发起人或流程表达式' },
  MODEL_DEPLOY_LOOP: { code: 1_009_002_020, msg: '部署流程失败，原因：多实例 {} 需要实例数（loopCardinality）或集合（collection）；只有用户任务可以不填，按分配规则的候选人各建一个任务' },
  // process definitions
  PROCESS_DEFINITION_NOT_EXISTS: { code: 1_009_003_002, msg: '流程定义不存在' },
  PROCESS_DEFINITION_IS_SUSPENDED: { code: 1_009_003_003, msg: '流程定义处于挂起状态' },
  // process instances
  PROCESS_INSTANCE_NOT_EXISTS: { code: 1_009_004_000, msg: '流程实例不存在' },
  PROCESS_INSTANCE_CANCEL_FAIL_NOT_EXISTS: { code: 1_009_004_001, msg: '流程取消失败，流程不处于运行中' },
  PROCESS_INSTANCE_CANCEL_FAIL_NOT_SELF: { code: 1_009_004_002, msg: '流程取消失败，该流程不是你发起的' },
  PROCESS_INSTANCE_NO_ACCESS: { code: 1_009_004_003, msg: '没有查看该流程的权限，只有发起人、审批人和流程管理员可以查看' },
  PROCESS_INSTANCE_CONCURRENT: { code: 1_009_004_004, msg: '流程实例已被其他操作更新，请刷新后重试' },
  PROCESS_INSTANCE_START_FORM_INVALID: { code: 1_009_004_005, msg: '表单填写不正确：{}' },
  PROCESS_INSTANCE_CUSTOM_FORM: { code: 1_009_004_006, msg: '该流程使用业务表单，请从【{}】发起' },
  PROCESS_INSTANCE_ENGINE_ERROR: { code: 1_009_004_007, msg: '流程执行失败：{}' },
  PROCESS_INSTANCE_EVENT_NOT_WAITING: { code: 1_009_004_009, msg: '没有流程在等待{}「{}」' },
  PROCESS_INSTANCE_EVENT_START_ONLY: { code: 1_009_004_010, msg: '流程【{}】没有普通开始事件，只能由消息或信号启动' },
  PROCESS_INSTANCE_JOB_NOT_FAILED: { code: 1_009_004_011, msg: '操作失败，原因：该流程实例没有失败的服务任务' },
  PROCESS_INSTANCE_CALL_NOT_DEPLOYED: { code: 1_009_004_012, msg: '调用活动「{}」调用的流程【{}】没有已激活的流程定义' },
  PROCESS_INSTANCE_START_USER_NOT_ALLOWED: { code: 1_009_004_008, msg: '发起流程失败，你不在流程【{}】的发起人范围内' },
  // tasks
  TASK_COMPLETE_FAIL_NOT_EXISTS: { code: 1_009_005_000, msg: '审批任务失败，原因：该任务不处于未审批' },
  TASK_COMPLETE_FAIL_ASSIGN_NOT_SELF: { code: 1_009_005_001, msg: '审批任务失败，原因：该任务的审批人不是你' },
  TASK_TRANSFER_SELF: { code: 1_009_005_002, msg: '操作失败，原因：不能转办或委派给自己' },
  TASK_TARGET_USER_INVALID: { code: 1_009_005_003, msg: '操作失败，原因：目标用户不存在或已停用' },
  TASK_RETURN_TARGET_INVALID: { code: 1_009_005_010, msg: '退回任务失败，目标节点({})不是可退回的节点：只能退回到之前已审批的用户任务（同一分支内，或并行网关之前的主线上，不能退回到汇合网关之前的分支里）' },
  TASK_RETURN_PARALLEL: { code: 1_009_005_011, msg: '退回任务失败，原因：{}' },
  TASK_WITHDRAW_NOT_ALLOWED: { code: 1_009_005_012, msg: '撤回失败，原因：{}' },
  TASK_SIGN_NOT_ALLOWED: { code: 1_009_005_013, msg: '加签失败，原因：{}' },
  TASK_SIGN_DELETE_NOT_ALLOWED: { code: 1_009_005_014, msg: '减签失败，原因：{}' },
  TASK_SIGN_PENDING: { code: 1_009_005_015, msg: '操作失败，原因：该任务的加签任务【{}】尚未完成' },
  TASK_VARIABLES_NOT_EDITABLE: { code: 1_009_005_016, msg: '审批失败，原因：审批人只能填写本节点表单中可编辑的字段（{}），不能写入 {}' },
  TASK_DELEGATE_NOT_ALLOWED: { code: 1_009_005_004, msg: '操作失败，原因：委派给你的任务只能审批通过（交还委派人），不能不通过、转办或再委派' },
  // task assignment rules
  TASK_ASSIGN_RULE_EXISTS: { code: 1_009_006_000, msg: '流程({}) 的任务({}) 已经存在分配规则' },
  TASK_ASSIGN_RULE_NOT_EXISTS: { code: 1_009_006_001, msg: '流程任务分配规则不存在' },
  TASK_UPDATE_FAIL_NOT_MODEL: { code: 1_009_006_002, msg: '只有流程模型的任务分配规则，才允许被修改' },
  TASK_CREATE_FAIL_NO_CANDIDATE_USER: { code: 1_009_006_003, msg: '操作失败，原因：找不到任务({})的审批人！' },
  TASK_ASSIGN_SCRIPT_NOT_EXISTS: { code: 1_009_006_004, msg: '操作失败，原因：任务分配脚本({}) 不存在' },
  TASK_ASSIGN_RULE_TASK_NOT_EXISTS: { code: 1_009_006_005, msg: '流程模型中不存在用户任务({})' },
  TASK_ASSIGN_RULE_OPTIONS_INVALID: { code: 1_009_006_006, msg: '分配规则的选项不正确：{}' },
  // forms, groups, categories, OA
  FORM_NOT_EXISTS: { code: 1_009_010_000, msg: '动态表单不存在' },
  FORM_IN_USE: { code: 1_009_010_002, msg: '流程表单正被流程模型【{}】使用，不能删除' },
  USER_GROUP_NOT_EXISTS: { code: 1_009_011_000, msg: '用户组不存在' },
  USER_GROUP_IS_DISABLE: { code: 1_009_011_001, msg: '名字为【{}】的用户组已被禁用' },
  CATEGORY_NOT_EXISTS: { code: 1_009_012_000, msg: '流程分类不存在' },
  CATEGORY_NAME_DUPLICATE: { code: 1_009_012_001, msg: '流程分类名字【{}】重复' },
  CATEGORY_CODE_DUPLICATE: { code: 1_009_012_002, msg: '流程分类编码【{}】重复' },
  OA_LEAVE_NOT_EXISTS: { code: 1_009_001_001, msg: '请假申请不存在' },
  OA_DAY_LEAVE_ERROR: { code: 1_009_001_003, msg: '请假天数必须>=1' },
  OA_LEAVE_PROCESS_NOT_DEPLOYED: { code: 1_009_001_004, msg: '请假流程（oa_leave）尚未发布' },
} as const;
