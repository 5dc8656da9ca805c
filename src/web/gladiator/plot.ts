/** The turn plot form (6.1): which phases of the turn to move in, within the allowance `legal.form` gives. */

export interface PlotForm {
  allowance: number;
  mayExceedBy: number;
  phases: number;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

export function plotFormOf(form: unknown): PlotForm | null {
  if (!form || typeof form !== 'object') return null;
  const f = form as Record<string, unknown>;
  if (!isInt(f.allowance) || !isInt(f.phases)) return null;
  return { allowance: f.allowance, mayExceedBy: isInt(f.mayExceedBy) ? f.mayExceedBy : 0, phases: f.phases };
}

export const togglePhase = (moving: readonly number[], phase: number): number[] =>
  (moving.includes(phase) ? moving.filter((p) => p !== phase) : [...moving, phase]).sort((a, b) => a - b);

/** The first `n` phases of the turn (a starting point the player then adjusts). */
export const firstPhases = (n: number, form: PlotForm): number[] =>
  Array.from({ length: Math.max(0, Math.min(n, form.phases)) }, (_, i) => i + 1);

export interface PlotCheck {
  count: number;
  /** Most phases the form allows: the allowance plus the one it may be exceeded by. */
  most: number;
  /** The plot goes past the allowance (allowed by one, at a cost in endurance). */
  over: boolean;
  problem: string | null;
}

export function checkPlot(moving: readonly number[], form: PlotForm): PlotCheck {
  const most = Math.min(form.phases, form.allowance + form.mayExceedBy);
  const count = moving.length;
  const stray = moving.find((p) => !Number.isInteger(p) || p < 1 || p > form.phases);
  const problem =
    stray !== undefined
      ? `phase ${stray} is not part of the turn`
      : new Set(moving).size !== count
        ? 'a phase is marked twice'
        : count > most
          ? `${count} phases marked: at most ${most}${form.mayExceedBy ? ` (the allowance of ${form.allowance} plus ${form.mayExceedBy}, §16.4)` : ''}`
          : null;
  return { count, most, over: count > form.allowance, problem };
}

export const plotCommand = (moving: readonly number[]): { type: 'plot'; moving: number[] } => ({
  type: 'plot',
  moving: [...moving].sort((a, b) => a - b),
});
