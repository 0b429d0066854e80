/**
 * Moddle descriptors of the Flowable and Activiti extension attributes and elements that the designer edits.
 * Both engines share one vocabulary (inherited from Activiti), so one builder serves the two prefixes;
 * camunda comes from camunda-bpmn-moddle instead.
 */

export interface ModdlePropertyDescriptor {
  name: string;
  type: string;
  isAttr?: boolean;
  isBody?: boolean;
  isMany?: boolean;
  isReference?: boolean;
  default?: unknown;
}

export interface ModdleTypeDescriptor {
  name: string;
  isAbstract?: boolean;
  extends?: string[];
  superClass?: string[];
  properties: ModdlePropertyDescriptor[];
}

export interface ModdlePackageDescriptor {
  name: string;
  uri: string;
  prefix: string;
  xml: { tagAlias: 'lowerCase' };
  associations: never[];
  enumerations: never[];
  types: ModdleTypeDescriptor[];
}

const attr = (name: string, type = 'String'): ModdlePropertyDescriptor => ({ name, type, isAttr: true });
const many = (name: string, type: string): ModdlePropertyDescriptor => ({ name, type, isMany: true });
const element = (name: string, type: string): ModdlePropertyDescriptor => ({ name, type });
const body = (name = 'body'): ModdlePropertyDescriptor => ({ name, type: 'String', isBody: true });

function engineTypes(prefix: string): ModdleTypeDescriptor[] {
  const p = (name: string) => `${prefix}:${name}`;
  return [
    // attributes added to BPMN elements
    {
      name: 'Process',
      isAbstract: true,
      extends: ['bpmn:Process'],
      properties: [
        attr('candidateStarterGroups'),
        attr('candidateStarterUsers'),
        attr('versionTag'),
        attr('historyTimeToLive'),
        attr('isStartableInTasklist', 'Boolean'),
      ],
    },
    {
      name: 'AsyncCapable',
      isAbstract: true,
      extends: ['bpmn:Activity', 'bpmn:Gateway', 'bpmn:Event'],
      properties: [
        attr('async', 'Boolean'),
        attr('asyncBefore', 'Boolean'),
        attr('asyncAfter', 'Boolean'),
        attr('exclusive', 'Boolean'),
      ],
    },
    {
      name: 'Collectable',
      isAbstract: true,
      extends: ['bpmn:MultiInstanceLoopCharacteristics'],
      superClass: [p('AsyncCapable')],
      properties: [attr('collection'), attr('elementVariable')],
    },
    {
      name: 'Assignable',
      isAbstract: true,
      extends: ['bpmn:UserTask'],
      properties: [
        attr('assignee'),
        attr('candidateUsers'),
        attr('candidateGroups'),
        attr('dueDate'),
        attr('followUpDate'),
        attr('priority'),
      ],
    },
    {
      name: 'FormSupported',
      isAbstract: true,
      extends: ['bpmn:StartEvent', 'bpmn:UserTask'],
      properties: [attr('formKey'), attr('formHandlerClass')],
    },
    {
      name: 'Initiator',
      isAbstract: true,
      extends: ['bpmn:StartEvent'],
      properties: [attr('initiator')],
    },
    {
      name: 'ScriptTask',
      isAbstract: true,
      extends: ['bpmn:ScriptTask'],
      properties: [attr('resultVariable'), attr('resource')],
    },
    {
      name: 'ServiceTaskLike',
      isAbstract: true,
      extends: ['bpmn:ServiceTask', 'bpmn:BusinessRuleTask', 'bpmn:SendTask', 'bpmn:MessageEventDefinition'],
      properties: [attr('expression'), attr('class'), attr('delegateExpression'), attr('resultVariable'), attr('type')],
    },
    {
      name: 'FormalExpression',
      isAbstract: true,
      extends: ['bpmn:FormalExpression'],
      properties: [attr('resource')],
    },
    // extension elements
    { name: 'Properties', superClass: ['Element'], properties: [many('values', 'Property')] },
    { name: 'Property', superClass: ['Element'], properties: [attr('id'), attr('name'), attr('value')] },
    {
      name: 'Field',
      superClass: ['Element'],
      properties: [attr('name'), element('expression', 'String'), attr('stringValue'), element('string', 'String')],
    },
    { name: 'Script', superClass: ['Element'], properties: [attr('scriptFormat'), attr('resource'), body('value')] },
    {
      name: 'ExecutionListener',
      superClass: ['Element'],
      properties: [
        attr('expression'),
        attr('class'),
        attr('delegateExpression'),
        attr('event'),
        element('script', 'Script'),
        many('fields', 'Field'),
      ],
    },
    {
      name: 'TaskListener',
      superClass: ['Element'],
      properties: [
        attr('expression'),
        attr('class'),
        attr('delegateExpression'),
        attr('event'),
        element('script', 'Script'),
        many('fields', 'Field'),
        attr('id'),
        many('eventDefinitions', 'bpmn:TimerEventDefinition'),
      ],
    },
    { name: 'FailedJobRetryTimeCycle', superClass: ['Element'], properties: [body()] },
    { name: 'FormData', superClass: ['Element'], properties: [many('fields', 'FormField'), attr('businessKey')] },
    {
      name: 'FormField',
      superClass: ['Element'],
      properties: [
        attr('id'),
        attr('label'),
        attr('type'),
        attr('datePattern'),
        attr('defaultValue'),
        element('properties', 'Properties'),
        element('validation', 'Validation'),
        many('values', 'Value'),
      ],
    },
    {
      name: 'FormProperty',
      superClass: ['Element'],
      properties: [
        attr('id'),
        attr('name'),
        attr('type'),
        attr('required'),
        attr('readable'),
        attr('writable'),
        attr('variable'),
        attr('expression'),
        attr('datePattern'),
        attr('default'),
        many('values', 'Value'),
      ],
    },
    { name: 'Validation', superClass: ['Element'], properties: [many('constraints', 'Constraint')] },
    { name: 'Constraint', superClass: ['Element'], properties: [attr('name'), attr('config')] },
    { name: 'Value', superClass: ['Element'], properties: [attr('id'), attr('name')] },
    // Flowable-specific sets (spec section 3)
    {
      name: 'Button',
      superClass: ['Element'],
      properties: [attr('id'), attr('name'), attr('code'), attr('isHide'), attr('next'), attr('sort')],
    },
    {
      name: 'Assignee',
      superClass: ['Element'],
      properties: [attr('id'), attr('type'), attr('value'), attr('condition'), attr('operationType'), attr('sort')],
    },
    {
      name: 'Condition',
      superClass: ['Element'],
      properties: [attr('id'), attr('field'), attr('compare'), attr('value'), attr('logic'), attr('sort')],
    },
  ];
}

function createEngineDescriptor(name: string, prefix: string, uri: string): ModdlePackageDescriptor {
  return {
    name,
    uri,
    prefix,
    xml: { tagAlias: 'lowerCase' },
    associations: [],
    enumerations: [],
    types: engineTypes(prefix),
  };
}

export const flowableDescriptor = createEngineDescriptor('Flowable', 'flowable', 'http://flowable.org/bpmn');
export const activitiDescriptor = createEngineDescriptor('Activiti', 'activiti', 'http://activiti.org/bpmn');
