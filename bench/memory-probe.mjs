// Preloaded into a benchmarked server (`node --expose-gc --import ./bench/memory-probe.mjs`): answers the bench's
// IPC message 'memory' with process.memoryUsage() taken right after a full garbage collection.
if (process.send) {
  process.on('message', (msg) => {
    if (msg !== 'memory') return;
    globalThis.gc?.();
    process.send({ memory: process.memoryUsage() });
  });
  // the IPC channel must not keep the server alive on shutdown
  process.channel?.unref();
}
