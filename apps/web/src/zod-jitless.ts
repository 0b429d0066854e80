// The Content-Security-Policy allows no eval (docs/decisions/0014). zod 4 probes `new Function('')` before its first
// object parse to decide whether to compile parsers; the probe's failure is caught, but the browser still reports a
// CSP violation. `jitless` skips the probe. zod keeps its global config on globalThis.__zod_globalConfig (creating it
// on first load), so setting the flag there needs no zod import in the entry bundle and works whichever loads first;
// it only has to happen before the first parse.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
