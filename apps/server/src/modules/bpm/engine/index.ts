/** The workflow engine boundary: the only folder that imports bpmn-engine / bpmn-elements. */
export { compileProcess, compiledDefinition, clearCompiledCache, primeCompiled, DeployError, isValidTimerValue, type CompiledProcess, type DeployProblem, type UserTaskInfo, type LoopInfo, type TaskAssignment } from './compile';
export { runEngine, type EngineCommand, type EngineResult, type EngineState, type EngineTimer, type HistoryEvent, type WaitingUserTask, type ClosedUserTask } from './engine';
export { checkTemplate, resolveTemplate, JuelSyntaxError } from './juel';
export { compileProcessOffThread } from './off-thread';
