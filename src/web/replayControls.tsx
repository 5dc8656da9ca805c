/**
 * The replay's controls: step, jump by phase and turn, play at a speed, fold the "has submitted" notes, and copy a
 * link to the moment shown. The replay (replay.tsx) holds the state; the timeline (replayTimeline.ts) the arithmetic.
 */
import { useState } from 'preact/hooks';
import { type Mark, markAt, nextMark, nextStop, prevMark, prevStop } from './replayTimeline.js';
import { momentLink } from './routes.js';

/** Autoplay speeds, as multiples of one stop a second. */
const SPEEDS = [0.5, 1, 2, 4] as const;

const markWords = (m: Mark): string =>
  m.turn === 0 ? 'Before play' : m.phase === null ? `Turn ${m.turn}` : `Turn ${m.turn}, phase ${m.phase}`;

interface Props {
  id: string;
  /** The step shown, and how many events there are. */
  at: number;
  count: number;
  /** The event number at the step shown. */
  n: number;
  stops: number[];
  marks: { turns: Mark[]; phases: Mark[] };
  go: (step: number) => void;
  playing: boolean;
  onPlay: () => void;
  speed: number;
  setSpeed: (speed: number) => void;
  fold: boolean;
  setFold: (fold: boolean) => void;
}

export function ReplayControls(p: Props) {
  const { at, count, n, stops, go, playing, speed, fold } = p;
  const { turns, phases } = p.marks;
  const [link, setLink] = useState<{ href: string; copied: boolean } | null>(null);
  const phase = markAt(phases, at);
  const turn = markAt(turns, at);
  const phasesOfTurn = phases.filter((m) => m.turn === turn?.turn);
  const stopIndex = stops.indexOf(at);
  const copyLink = () => {
    const href = momentLink(location, p.id, n);
    // Without the clipboard (refused, or an insecure page) the link is shown to copy by hand.
    if (!navigator.clipboard) setLink({ href, copied: false });
    else
      navigator.clipboard.writeText(href).then(
        () => setLink({ href, copied: true }),
        () => setLink({ href, copied: false }),
      );
  };
  return (
    <fieldset class="replay-controls">
      <legend class="sr-only">Replay controls</legend>
      <div class="row">
        <button type="button" data-testid="replay-first" onClick={() => go(0)} disabled={at === 0}>
          First
        </button>
        {phases.length > 0 && (
          <button
            type="button"
            data-testid="replay-prev-phase"
            onClick={() => go(prevMark(phases, at) ?? 0)}
            disabled={at === 0}
          >
            ◀◀ Phase
          </button>
        )}
        <button type="button" data-testid="replay-prev" onClick={() => go(prevStop(stops, at))} disabled={at === 0}>
          ◀ Back
        </button>
        <button type="button" data-testid="replay-play" aria-pressed={playing} onClick={p.onPlay}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" data-testid="replay-next" onClick={() => go(nextStop(stops, at))} disabled={at === count}>
          Forward ▶
        </button>
        {phases.length > 0 && (
          <button
            type="button"
            data-testid="replay-next-phase"
            onClick={() => go(nextMark(phases, at) ?? count)}
            disabled={at === count}
          >
            Phase ▶▶
          </button>
        )}
        <button type="button" data-testid="replay-last" onClick={() => go(count)} disabled={at === count}>
          Last
        </button>
        <label>
          Speed{' '}
          <select
            data-testid="replay-speed"
            value={String(speed)}
            onChange={(e) => p.setSpeed(Number(e.currentTarget.value))}
          >
            {SPEEDS.map((x) => (
              <option key={x} value={String(x)}>
                {x}×
              </option>
            ))}
          </select>
        </label>
      </div>
      <div class="row">
        {turns.length > 0 && (
          <label>
            Turn{' '}
            <select
              data-testid="replay-turn"
              value={turn ? String(turn.step) : ''}
              onChange={(e) => go(Number(e.currentTarget.value))}
            >
              {!turn && <option value="">—</option>}
              {turns.map((m) => (
                <option key={m.step} value={String(m.step)}>
                  {m.turn === 0 ? 'before play' : m.turn}
                </option>
              ))}
            </select>
          </label>
        )}
        {phasesOfTurn.length > 1 && (
          <label>
            Phase{' '}
            <select
              data-testid="replay-phase"
              value={phase ? String(phase.step) : ''}
              onChange={(e) => go(Number(e.currentTarget.value))}
            >
              {phasesOfTurn.map((m) => (
                <option key={m.step} value={String(m.step)}>
                  {m.phase}
                </option>
              ))}
            </select>
          </label>
        )}
        <input
          type="range"
          min={0}
          max={stops.length - 1}
          value={stopIndex}
          data-testid="replay-slider"
          aria-label="Moment of the match"
          aria-valuetext={`${phase ? `${markWords(phase)}, ` : ''}event ${n}`}
          onInput={(e) => go(stops[Number(e.currentTarget.value)] ?? 0)}
        />
        <span data-testid="replay-step" data-step={at} data-event={n}>
          {phase ? `${markWords(phase)} · ` : ''}event {n} · {stopIndex} of {stops.length - 1}
        </span>
      </div>
      <div class="row">
        <label>
          <input
            type="checkbox"
            data-testid="replay-show-all"
            checked={!fold}
            onChange={(e) => p.setFold(!e.currentTarget.checked)}
          />{' '}
          Show every “has submitted” note
        </label>
        <button type="button" data-testid="replay-copy-link" onClick={copyLink}>
          Copy link to this moment
        </button>
        {link && (
          <span class="muted small" data-testid="replay-link" role="status">
            {link.copied ? 'Link copied:' : 'Copy this link:'} <a href={link.href}>{link.href}</a>
          </span>
        )}
        <span class="muted small">Keys: ← → step, space plays or pauses.</span>
      </div>
    </fieldset>
  );
}
