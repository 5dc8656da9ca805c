#!/usr/bin/env node
// Runs the TypeScript CLI through tsx from wherever ludus is called, keeping the caller's directory so file
// arguments resolve as typed, and hands back the CLI's exit code.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
// Resolved from this package, not the caller's directory, which may have no tsx.
const tsx = import.meta.resolve('tsx');

const child = spawn(process.execPath, ['--import', tsx, main, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (signal) {
    // Die of the same signal, so a shell sees what the CLI saw; our forwarding handler must not catch it.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
