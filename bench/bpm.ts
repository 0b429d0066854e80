// Workflow runtime benchmark: instances started and tasks completed per second through the API on the embedded
// database, and the detail page's API latency. Prints figures; asserts nothing.
// It also deploys a large model (≈ 1,000 flow elements, the deploy limit, with its diagram) three times while a probe
// requests another API every 5 ms: the deploy time and the longest probe answer say how long a deploy holds others up.
// Usage: npm run build && npm run bench:bpm [-- --instances 2000 --connections 8 --seconds 5 --segments 90 --only-deploy
//        --users 5000 --profile /tmp/prof]
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import autocannon from 'autocannon';
import { loginToken, startBuiltServer } from './server';
import { largeModelXml } from './bpm-large-model';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const instances = arg('instances', 2000);
const connections = arg('connections', 8);
const seconds = arg('seconds', 5);
const segments = arg('segments', 90);
/** --users <n>: add n enabled staff users first (an organisation of some size: assignment must not read them all) */
const extraUsers = arg('users', 0);
/** --only-deploy: the deploy bound alone (no throughput phases) */
const onlyDeploy = process.argv.includes('--only-deploy');

const PROCESS_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="bench_defs" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="bench_approval" name="压测审批" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:userTask id="approve" name="审批" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="gw" />
    <bpmn:exclusiveGateway id="gw" />
    <bpmn:sequenceFlow id="f3" sourceRef="gw" targetRef="end"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${amount &lt;= 5000}</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f4" sourceRef="gw" targetRef="end"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${amount &gt; 5000}</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;
const PROCESS_TEXT = 'start → 审批 (user task, rule: user admin) → exclusive gateway ${amount <= 5000} / ${amount > 5000} → end; process form 费用报销单';

/** 会签: three approvers (parallel multi-instance, completion condition: all of them) before the end. */
const COUNTERSIGN_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="bench_sign_defs" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="bench_countersign" name="压测会签" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="sign" />
    <bpmn:userTask id="sign" name="会签"><bpmn:multiInstanceLoopCharacteristics isSequential="false"><bpmn:loopCardinality>3</bpmn:loopCardinality><bpmn:completionCondition>\${nrOfCompletedInstances &gt;= nrOfInstances}</bpmn:completionCondition></bpmn:multiInstanceLoopCharacteristics></bpmn:userTask>
    <bpmn:sequenceFlow id="f2" sourceRef="sign" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

type Json = { code: number; msg: string; data: any };

/** CPU seconds (user + system) the process has used so far (Linux /proc; null elsewhere). */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Runs `total` jobs over `parallel` workers; returns the elapsed seconds. */
async function pool(total: number, parallel: number, job: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < total) await job(next++);
    }),
  );
  return (performance.now() - started) / 1000;
}

/** --profile <dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools) */
const profileAt = process.argv.indexOf('--profile');
const profileDir = profileAt > 0 ? process.argv[profileAt + 1] : null;

const server = await startBuiltServer({
  SEED_MARKET_SCALE: 'test',
  MARKET_SIMULATOR: 'false',
  ...(profileDir ? { NODE_OPTIONS: `--import ${new URL('./bpm-profile.mjs', import.meta.url).pathname}`, BPM_PROFILE_DIR: profileDir } : {}),
});
try {
  const token = await loginToken(server.baseURL, 'admin', 'admin123');
  const call = async (method: string, path: string, body?: object): Promise<Json> => {
    const res = await fetch(`${server.baseURL}/admin-api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await res.json()) as Json;
  };
  const ok = (r: Json, what: string) => {
    if (r.code !== 0) throw new Error(`${what}: ${r.code} ${r.msg}`);
    return r.data;
  };

  // the process: one model, one user task assigned to admin by a USER rule, bound to the seeded process form
  const me = ok(await call('GET', '/system/auth/get-permission-info'), 'permission info').user.id as number;
  const form = ok(await call('GET', '/bpm/form/list-all-simple'), 'forms')[0];
  const modelId = ok(await call('POST', '/bpm/model/create', { key: 'bench_approval', name: '压测审批', category: '1', bpmnXml: PROCESS_XML }), 'model');
  ok(await call('PUT', '/bpm/model/update', { id: modelId, key: 'bench_approval', name: '压测审批', formType: 10, formId: form.id }), 'bind form');
  ok(await call('POST', '/bpm/task-assign-rule/create', { modelId, taskDefinitionKey: 'approve', type: 30, options: [me] }), 'rule');
  ok(await call('POST', `/bpm/model/deploy?id=${modelId}`), 'deploy');
  const definitionId = ok(await call('GET', '/bpm/process-definition/list?suspensionState=1'), 'definitions').find((d: any) => d.key === 'bench_approval').id;
  const variables = { expenseType: '差旅费', amount: 1200, reason: '压测' };
  if (extraUsers > 0) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    await client.query(
      `insert into system_users (username, nickname, status, user_type, dept_id, post_ids) select 'bench_' || g, '压测用户' || g, 0, 2, (select id from system_dept order by id limit 1), '[]'::jsonb from generate_series(1, $1::int) g`,
      [extraUsers],
    );
    await client.end();
  }
  /** the server's CPU time of a phase, per operation (less distorted by the other work on a shared machine than the rate) */
  const cpuPer = (before: number | null, count: number) => {
    const after = cpuSeconds(server.pid);
    return before === null || after === null ? '–' : (((after - before) * 1000) / count).toFixed(2);
  };

  if (!onlyDeploy) {
    // warm-up (JIT, caches), not counted
    for (let i = 0; i < 50; i++) ok(await call('POST', '/bpm/process-instance/create', { processDefinitionId: definitionId, variables }), 'warm-up start');

    const ids: string[] = [];
    const loadBefore = os.loadavg()[0];
    let cpu = cpuSeconds(server.pid);
    const startSeconds = await pool(instances, connections, async () => {
      ids.push(ok(await call('POST', '/bpm/process-instance/create', { processDefinitionId: definitionId, variables }), 'start'));
    });

    // the tasks to complete, read outside the timing
    const taskIds: string[] = [];
    for (let i = 0; i < ids.length; i += connections * 4) {
      const chunk = ids.slice(i, i + connections * 4);
      const lists = await Promise.all(chunk.map((id) => call('GET', `/bpm/task/list-by-process-instance-id?processInstanceId=${id}`)));
      for (const l of lists) taskIds.push(ok(l, 'tasks').find((x: any) => x.result === 1).id);
    }
    const startCpu = cpuPer(cpu, ids.length);
    cpu = cpuSeconds(server.pid);
    const completeSeconds = await pool(taskIds.length, connections, async (i) => {
      ok(await call('PUT', '/bpm/task/approve', { id: taskIds[i], reason: '同意' }), 'approve');
    });
    const completeCpu = cpuPer(cpu, taskIds.length);

    // 会签: a quarter as many instances, three tasks each (the three approvals are the rule's user, in turn)
    const signModel = ok(await call('POST', '/bpm/model/create', { key: 'bench_countersign', name: '压测会签', category: '1', bpmnXml: COUNTERSIGN_XML }), 'sign model');
    ok(await call('PUT', '/bpm/model/update', { id: signModel, key: 'bench_countersign', name: '压测会签', formType: 10, formId: form.id }), 'sign form');
    ok(await call('POST', '/bpm/task-assign-rule/create', { modelId: signModel, taskDefinitionKey: 'sign', type: 30, options: [me] }), 'sign rule');
    ok(await call('POST', `/bpm/model/deploy?id=${signModel}`), 'sign deploy');
    const signDefinition = ok(await call('GET', '/bpm/process-definition/list?suspensionState=1'), 'definitions').find((d: any) => d.key === 'bench_countersign').id;
    const signInstances = Math.max(Math.floor(instances / 4), connections);
    const signIds: string[] = [];
    cpu = cpuSeconds(server.pid);
    const signStartSeconds = await pool(signInstances, connections, async () => {
      signIds.push(ok(await call('POST', '/bpm/process-instance/create', { processDefinitionId: signDefinition, variables }), 'sign start'));
    });
    const signStartCpu = cpuPer(cpu, signIds.length);
    const signTasks: string[][] = [];
    for (let i = 0; i < signIds.length; i += connections * 4) {
      const lists = await Promise.all(signIds.slice(i, i + connections * 4).map((id) => call('GET', `/bpm/task/list-by-process-instance-id?processInstanceId=${id}`)));
      for (const l of lists) signTasks.push(ok(l, 'sign tasks').filter((x: any) => x.result === 1).map((x: any) => x.id));
    }
    // one worker per instance at a time: its three approvals in turn (the last one ends the instance)
    cpu = cpuSeconds(server.pid);
    const signCompleteSeconds = await pool(signTasks.length, connections, async (i) => {
      for (const id of signTasks[i]) ok(await call('PUT', '/bpm/task/approve', { id, reason: '同意' }), 'sign approve');
    });
    const signCompletions = signTasks.reduce((n, t) => n + t.length, 0);
    const signCompleteCpu = cpuPer(cpu, signCompletions);
    const unfinished = ok(await call('GET', `/bpm/process-instance/get?id=${signIds[0]}`), 'sign instance').result;
    if (unfinished !== 2) throw new Error(`会签 instance ended with result ${unfinished}`);

    // the detail page: instance, activity history (viewer), task timeline — on a finished instance
    const detailId = ids[0];
    const detail: string[][] = [];
    for (const [name, path] of [
      ['GET /bpm/process-instance/get', `/admin-api/bpm/process-instance/get?id=${detailId}`],
      ['GET /bpm/activity/list', `/admin-api/bpm/activity/list?processInstanceId=${detailId}`],
      ['GET /bpm/task/list-by-process-instance-id', `/admin-api/bpm/task/list-by-process-instance-id?processInstanceId=${detailId}`],
    ]) {
      const result = await autocannon({ url: server.baseURL + path, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } });
      detail.push([name, result.requests.average.toFixed(0), String(result.latency.p50), String(result.latency.p99), String(result.non2xx + result.errors)]);
    }

    console.info(`\nprocess: ${PROCESS_TEXT}`);
    console.info(`${instances} instances, ${connections} concurrent clients, ${extraUsers} extra users, ${new Date().toISOString()}`);
    // the machine is often shared: the 1-minute load average says how much else was running (2 cores here)
    console.info(`load average (1 min): ${loadBefore.toFixed(2)} before the starts, ${os.loadavg()[0].toFixed(2)} at the end, ${os.cpus().length} CPUs\n`);
    console.info('| operation | count | seconds | per second | server CPU ms per operation |');
    console.info('|---|---:|---:|---:|---:|');
    console.info(`| start instance (POST /bpm/process-instance/create) | ${ids.length} | ${startSeconds.toFixed(2)} | ${(ids.length / startSeconds).toFixed(0)} | ${startCpu} |`);
    console.info(`| complete task (PUT /bpm/task/approve, instance ends) | ${taskIds.length} | ${completeSeconds.toFixed(2)} | ${(taskIds.length / completeSeconds).toFixed(0)} | ${completeCpu} |`);
    console.info(`| 会签 start (3 approvers, 3 tasks created) | ${signIds.length} | ${signStartSeconds.toFixed(2)} | ${(signIds.length / signStartSeconds).toFixed(0)} | ${signStartCpu} |`);
    console.info(`| 会签 complete task (3 per instance, the third ends it) | ${signCompletions} | ${signCompleteSeconds.toFixed(2)} | ${(signCompletions / signCompleteSeconds).toFixed(0)} | ${signCompleteCpu} |`);
    console.info(`\ndetail page API (${seconds} s each, ${connections} connections):\n`);
    console.info('| endpoint | req/s | p50 ms | p99 ms | errors |');
    console.info('|---|---:|---:|---:|---:|');
    for (const r of detail) console.info(`| ${r.join(' | ')} |`);
  }

  // deploy bound: the large model, deployed three times (versions 1–3) while a probe asks for a cheap page every 5 ms
  const { xml: largeXml, flowElements } = largeModelXml('bench_large', segments);
  const largeModel = ok(await call('POST', '/bpm/model/create', { key: 'bench_large', name: '大型审批流程', category: '1', bpmnXml: largeXml }), 'large model');
  ok(await call('PUT', '/bpm/model/update', { id: largeModel, key: 'bench_large', name: '大型审批流程', formType: 10, formId: form.id }), 'large form');
  const probeUrl = `${server.baseURL}/admin-api/bpm/category/page?pageNo=1&pageSize=1`;
  const probeOnce = async () => {
    const t0 = performance.now();
    await (await fetch(probeUrl, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
    return performance.now() - t0;
  };
  const probeWhile = async (work: () => Promise<unknown>) => {
    let running = true;
    const latencies: number[] = [];
    const probe = (async () => {
      while (running) {
        latencies.push(await probeOnce());
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const t0 = performance.now();
    await work();
    const ms = performance.now() - t0;
    running = false;
    await probe;
    latencies.sort((a, b) => a - b);
    return { ms, probes: latencies.length, p50: latencies[Math.floor(latencies.length / 2)] ?? 0, max: latencies.at(-1) ?? 0 };
  };
  const idle = await probeWhile(() => new Promise((r) => setTimeout(r, 1000)));
  const deploys: Awaited<ReturnType<typeof probeWhile>>[] = [];
  for (let i = 0; i < 3; i++) deploys.push(await probeWhile(async () => ok(await call('POST', `/bpm/model/deploy?id=${largeModel}`), 'large deploy')));

  console.info(`\ndeploy of a large model (${flowElements} flow elements — the limit is 1,000 — ${segments} approval blocks with gateways, a 会签 every fifth, the diagram; ${(largeXml.length / 1024).toFixed(0)} kB XML), with a probe (GET /bpm/category/page) every 5 ms:\n`);
  console.info('| run | deploy ms | probes | probe p50 ms | probe max ms (the longest another request waited) |');
  console.info('|---|---:|---:|---:|---:|');
  console.info(`| no deploy (1 s) | – | ${idle.probes} | ${idle.p50.toFixed(1)} | ${idle.max.toFixed(1)} |`);
  deploys.forEach((d, i) => console.info(`| deploy ${i + 1} | ${d.ms.toFixed(0)} | ${d.probes} | ${d.p50.toFixed(1)} | ${d.max.toFixed(1)} |`));
} finally {
  await server.stop();
}
