// V8 flags the server runs with (npm start, the browser tests, the benchmarks). A larger young generation means
// fewer scavenges for the short-lived objects of each request; the workflow engine in particular allocates heavily
// (its message broker), and ran ≈ 25 % faster with it (docs/decisions/0018).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
