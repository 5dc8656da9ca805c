/** What the server bench measures and how: the server process from /proc, and percentiles of samples. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

export interface ProcSample {
  at: number;
  /** User + system CPU seconds since the process started. */
  cpu: number;
  rssMb: number;
  peakRssMb: number;
}

/** CPU from /proc/<pid>/stat (utime, stime) and memory from /proc/<pid>/status (VmRSS, VmHWM). */
export function sampleProc(pid: number): ProcSample {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces and parentheses: the fields that matter follow the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpu = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { at: performance.now(), cpu, rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

export interface Percentiles {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export function percentiles(samples: number[]): Percentiles {
  const sorted = Float64Array.from(samples).sort();
  const at = (q: number) =>
    sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  const round = (x: number) => Number(x.toFixed(2));
  return {
    count: sorted.length,
    p50: round(at(0.5)),
    p90: round(at(0.9)),
    p99: round(at(0.99)),
    max: round(sorted.length === 0 ? 0 : (sorted[sorted.length - 1] ?? 0)),
  };
}

/** Megabytes to one decimal, as the bench prints them. */
export const mb = (x: number) => Number(x.toFixed(1));
