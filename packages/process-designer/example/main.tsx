import { App, ConfigProvider, Select, Space, Tabs } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  ProcessDesigner,
  ProcessViewer,
  SAMPLE_DIAGRAM_XML,
  type ActivityData,
  type EnginePrefix,
  type ProcessInstanceData,
  type TaskData,
} from '../src/index';

const minutesAgo = (m: number) => Date.now() - m * 60_000;

const activityData: ActivityData[] = [
  { key: 'start', startTime: minutesAgo(90), endTime: minutesAgo(90) },
  { key: 'approve', taskId: 'task-1', startTime: minutesAgo(90), endTime: minutesAgo(30) },
  { key: 'decide', startTime: minutesAgo(30), endTime: minutesAgo(30) },
  { key: 'script', startTime: minutesAgo(30), endTime: minutesAgo(29) },
  { key: 'receive', startTime: minutesAgo(29) },
];

const taskData: TaskData[] = [
  {
    id: 'task-1',
    result: 2,
    assigneeUser: { nickname: '张三', deptName: '研发部' },
    createTime: minutesAgo(90),
    endTime: minutesAgo(30),
    reason: '同意。<img src=x onerror=alert(1)>',
  },
];

const processInstanceData: ProcessInstanceData = {
  result: 1,
  startUser: { nickname: '李四', deptName: '市场部' },
  createTime: minutesAgo(90),
};

function Example() {
  const { message } = App.useApp();
  const [prefix, setPrefix] = useState<EnginePrefix>('camunda');
  const [xml, setXml] = useState(SAMPLE_DIAGRAM_XML);
  return (
    <Tabs
      style={{ height: '100%', padding: '0 12px' }}
      tabBarExtraContent={
        <Space>
          扩展前缀
          <Select<EnginePrefix>
            value={prefix}
            style={{ width: 120 }}
            onChange={setPrefix}
            options={['camunda', 'flowable', 'activiti'].map((p) => ({ value: p, label: p }))}
          />
        </Space>
      }
      items={[
        {
          key: 'designer',
          label: '流程设计器',
          children: (
            <div style={{ height: 'calc(100vh - 70px)' }}>
              <ProcessDesigner
                xml={xml}
                prefix={prefix}
                onSave={(saved) => {
                  setXml(saved);
                  message.success('保存成功');
                }}
              />
            </div>
          ),
        },
        {
          key: 'viewer',
          label: '流程查看器',
          children: (
            <div style={{ height: 'calc(100vh - 70px)' }}>
              <ProcessViewer
                xml={xml}
                prefix={prefix}
                activityData={activityData}
                taskData={taskData}
                processInstanceData={processInstanceData}
              />
            </div>
          ),
        },
      ]}
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <App style={{ height: '100%' }}>
        <Example />
      </App>
    </ConfigProvider>
  </StrictMode>,
);
