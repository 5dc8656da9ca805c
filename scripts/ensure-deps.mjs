#!/usr/bin/env node
// Installs what is missing before `npm start` / `npm test` on a fresh machine: the npm packages from the lock file.
// Uses only Node's own modules, since it runs before anything is installed.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Ludus needs Node 20.19 or newer; this is ${process.versions.node}.`);
  process.exit(1);
}

const lock = join(root, 'package-lock.json');
const installed = join(root, 'node_modules', '.package-lock.json');
const stale =
  !existsSync(installed) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs + 1000);
const missing = (() => {
  if (!existsSync(installed)) return true;
  const want = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const names = Object.keys({ ...want.dependencies, ...want.devDependencies });
  return names.some((n) => !existsSync(join(root, 'node_modules', n, 'package.json')));
})();

if (missing || stale) {
  // `npm install` installs the locked versions too; `npm ci` refuses this npm's lock files, which leave out
  // other platforms' optional packages (Biome's binaries).
  console.error('Installing npm packages (npm install)...');
  execSync('npm install --no-audit --no-fund', {
    cwd: root,
    stdio: 'inherit',
  });
}
