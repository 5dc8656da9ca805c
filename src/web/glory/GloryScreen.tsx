/**
 * The Glory in the Arena screen: the arena, this seat's announcement (a hex on the board or a command from the
 * list), the turn's initiative order and who has announced, every man's damage and kit, and the combat log with
 * each roll explained.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { hexKey } from '../../core/hex.js';
import type { GloryView } from '../../games/glory/module.js';
import type { Figure } from '../../games/glory/types.js';
import { CommandList } from '../commandList.js';
import { HexChoices } from '../hexChoices.js';
import { outcomeText, plainSeatWords, type ScreenProps } from '../screen.js';
import { EventLog, useSender, ViolationView } from '../ui.js';
import { ArenaBoard } from './ArenaBoard.js';
import {
  announcedWords,
  awaitedOf,
  type Choice,
  choicesByHex,
  choicesOf,
  figureWords,
  glorySeatWords,
  orderWords,
  withTurns,
} from './arena.js';
import { EquipForm } from './EquipForm.js';

export function GloryScreen({ view, legal, events, seat, outcome, send, showLog }: ScreenProps) {
  const v = view as GloryView;
  const nameOf = glorySeatWords(v) ?? plainSeatWords;
  const me: Figure | undefined = seat ? v.figures[seat] : undefined;
  const sender = useSender(send);
  const choices = useMemo(() => (send && !v.equip ? choicesOf(legal, me, nameOf) : []), [legal, v, send]);
  const reach = useMemo(() => choicesByHex(choices), [choices]);
  const [picked, setPicked] = useState<string | null>(null);
  const stepKey = `${v.turn}.${v.group}`;
  useEffect(() => setPicked(null), [stepKey]);
  const over = outcome ?? v.outcome;
  const awaited = awaitedOf(v);
  const turned = useMemo(() => withTurns(events), [events]);
  if (v.equip)
    return (
      <div class="glory">
        <EquipForm v={v} seat={seat} nameOf={nameOf} enabled={sender.enabled} submit={sender.submit} />
        {sender.refused && <ViolationView violation={sender.refused} />}
      </div>
    );
  return (
    <div class="glory">
      <div class="gl-main">
        <section class="board-wrap panel" aria-label="The arena">
          <ArenaBoard view={v} mine={seat} nameOf={nameOf} reach={reach} picked={picked} onPick={setPicked} />
          {choices.length > 0 && (
            <p class="muted small">
              The lit hexes are where your man can end his move: choose one, or a command from the list.
            </p>
          )}
        </section>
        <aside class="panel control" data-testid="control" data-turn={v.turn} data-group={v.group}>
          <h3 data-testid="control-step">{over ? 'The match is over' : `Turn ${v.turn}`}</h3>
          {over ? (
            <p data-testid="outcome-text">{outcomeText(over, nameOf)}</p>
          ) : (
            <>
              <p data-testid="initiative">Initiative: {orderWords(v, nameOf)}.</p>
              <p data-testid="announced">
                {v.announced.length > 0 ? `Announced: ${v.announced.map(nameOf).join(', ')}. ` : ''}
                {awaited.length > 0 ? `Waiting for ${awaited.map(nameOf).join(', ')}.` : ''}
              </p>
              {v.mine && (
                <p data-testid="my-announcement">
                  You announced: {announcedWords(v.mine.command, nameOf)}. It is shown to all once your group is in.
                </p>
              )}
              {choices.length > 0 && (
                <Announce
                  key={stepKey}
                  choices={choices}
                  atHex={picked ? (reach.get(picked) ?? []) : []}
                  enabled={sender.enabled}
                  submit={sender.submit}
                  clear={() => setPicked(null)}
                />
              )}
            </>
          )}
          {sender.busy && <p class="muted">Sending…</p>}
          {sender.refused && <ViolationView violation={sender.refused} />}
        </aside>
      </div>
      <section class="panel">
        <h3>The gladiators</h3>
        <ul class="gy-roster" data-testid="roster">
          {v.seats.map((s) => {
            const g = v.figures[s];
            return g ? <ManLine key={s} g={g} name={nameOf(s)} mine={s === seat} /> : null;
          })}
        </ul>
      </section>
      {showLog && (
        <section class="panel">
          <h3>Combat log</h3>
          <EventLog events={turned} />
        </section>
      )}
    </div>
  );
}

interface AnnounceProps {
  choices: Choice[];
  /** The choices ending in the hex picked on the board. */
  atHex: Choice[];
  enabled: boolean;
  submit: (c: unknown) => Promise<boolean>;
  clear: () => void;
}

/** The announcement: the choices of the picked hex as buttons, and every choice in the shared list. */
function Announce({ choices, atHex, enabled, submit, clear }: AnnounceProps) {
  return (
    <div class="gy-announce" data-testid="announce">
      {atHex[0] && (
        <HexChoices
          choices={atHex.map((c) => ({ command: c.command, words: c.words, primary: true }))}
          enabled={enabled}
          submit={(c) => void submit(c)}
          clear={clear}
          intro="Ending in the hex you chose:"
          look="gy-at-hex"
          hex={hexKey(atHex[0].at)}
        />
      )}
      <CommandList
        id="gy-command"
        choices={choices}
        enabled={enabled}
        submit={(c) => void submit(c)}
        action="Announce"
      />
    </div>
  );
}

/** A man's line: name, condition, damage boxes (crossed when hit), strength, agility, movement, kit. */
function ManLine({ g, name, mine }: { g: Figure; name: string; mine: boolean }) {
  return (
    <li class={`gy-line side-${g.side % 8}${g.out ? ' out' : ''}`} data-testid={`line-${g.seat}`}>
      <span class="gy-swatch" aria-hidden="true" /> <strong>{name}</strong>
      {mine && <span class="you"> (you)</span>}
      {g.retarius && ', Retarius'} — strength {g.strength}, agility {g.agility}, movement {g.movement}
      <span class="gy-boxes" role="img" aria-label={`${g.hits} of ${g.boxes} damage boxes crossed off`}>
        {Array.from({ length: g.boxes }, (_, i) => (
          <span key={i} class={`gy-box${i < g.hits ? ' hit' : ''}`} />
        ))}
      </span>
      <span class="gy-words" data-testid={`words-${g.seat}`}>
        {figureWords(g)}
      </span>
    </li>
  );
}
