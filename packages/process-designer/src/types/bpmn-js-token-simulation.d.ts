declare module 'bpmn-js-token-simulation' {
  const TokenSimulationModule: object;
  export default TokenSimulationModule;
}
