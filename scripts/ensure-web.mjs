#!/usr/bin/env node
// Builds the browser client (dist/web) before `npm start` when it is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(root, 'dist', 'web', 'index.html');

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const sources = Math.max(
  newest(join(root, 'src', 'web')),
  newest(join(root, 'src', 'games')),
  newest(join(root, 'src', 'core')),
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.error('Building the browser client (npm run build:web)...');
  execSync('npm run build:web', { cwd: root, stdio: 'inherit' });
}
