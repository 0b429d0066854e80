// pretest: the browser tests need Debian's Chromium and CJK fonts. Install them when missing (as root), or say how.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const hasFonts = () => spawnSync('dpkg', ['-s', 'fonts-noto-cjk'], { stdio: 'ignore' }).status === 0;

if (fs.existsSync(chromium) && (process.env.CHROMIUM_PATH || hasFonts())) process.exit(0);

const command = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.info(`installing Chromium and CJK fonts for the browser tests: ${command}`);
  execSync('apt-get update', { stdio: 'inherit' });
  execSync('apt-get install -y chromium fonts-noto-cjk', { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  process.exit(0);
}
console.error(`The browser tests need Chromium at ${chromium} and the CJK fonts. Run as root:\n\n  sudo sh -c '${command}'\n\nor set CHROMIUM_PATH to an installed Chromium.`);
process.exit(1);
