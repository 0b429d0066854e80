// Preloaded into the bench server by `npm run bench:bpm -- --profile <dir>` (NODE_OPTIONS=--import …; --cpu-prof is
// not allowed there): records a V8 CPU profile of the whole run and writes it to $BPM_PROFILE_DIR when the process
// exits. Open the .cpuprofile in Chrome DevTools (Performance) or summarise it with bench/bpm-profile-top.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector';

const dir = process.env.BPM_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  process.on('exit', () => {
    // a same-thread inspector session answers synchronously
    session.post('Profiler.stop', (err, result) => {
      if (err) return;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
