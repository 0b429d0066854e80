declare module 'bpmn-js-token-simulation' {
  const TokenSimulationModule: import('didi').ModuleDeclaration;
  export default TokenSimulationModule;
}
