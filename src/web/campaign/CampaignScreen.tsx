/**
 * The campaign's screen (rules 21 and 22): what the campaign waits for and this seat's decision (improvements, the
 * man and his arms, the wager on the odds ladder, a bid at auction), the match being fought with a way into it, and
 * three pages to read: the stable (every man's log sheet figures, record, injuries, experience), the ledger (every
 * sesterce or experience point in and out, with its rule) and the campaign's matches, each opening its replay.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { CampaignMan } from '../../games/campaign/man.js';
import type { CampaignView } from '../../games/campaign/module.js';
import type { Owner } from '../../games/campaign/owners.js';
import { IMPROVEMENTS, IMPROVEMENTS_RULE } from '../../games/campaign/tables.js';
import { payout } from '../../games/campaign/wagers.js';
import type { NumberedEvent } from '../../server/wire.js';
import { RuleLink, RuleText } from '../help/RuleLink.js';
import type { ScreenProps } from '../screen.js';
import { EventLog, useSender, ViolationView } from '../ui.js';
import { type CampaignMatch, keepSeat, matchRowWords, useCampaignMatches } from './children.js';
import { groupLedger, type LedgerGroup, sesterces, signedAmount } from './ledger.js';
import { type OddsRow, oddsRows, readStake } from './odds.js';
import {
  ARMAMENT_WORDS,
  type ArmamentId,
  armChoices,
  campaignSeatWords,
  cfOf,
  fallenMen,
  injuryWords,
  kitWords,
  manRefusal,
  menOf,
  namedEvent,
  ownersWords,
  pointsOf,
  recordWords,
  STATUS_WORDS,
  stepWords,
  TYPE_WORDS,
  type ViewLeague,
  withOwnerNames,
} from './words.js';

type Page = 'now' | 'stable' | 'ledger' | 'matches';
const PAGES: readonly { id: Page; label: string }[] = [
  { id: 'now', label: 'The campaign now' },
  { id: 'stable', label: 'Stable' },
  { id: 'ledger', label: 'Ledger' },
  { id: 'matches', label: 'Matches' },
];

type Command = { type: string } & Record<string, unknown>;

export function CampaignScreen({ view, legal, events, seat, outcome, send, showLog }: ScreenProps) {
  const v = view as CampaignView;
  const nameOf = campaignSeatWords;
  const [page, setPage] = useState<Page>('now');
  const sender = useSender(send);
  const commands = (send && legal && legal.seat === seat ? legal.commands : []) as Command[];
  const matches = useCampaignMatches(v.league?.matches ?? v.career?.matches ?? 0, v.step);
  const named = useMemo(() => events.map((e) => namedEvent(e, nameOf)), [events]);
  const over = v.step === 'over' ? (v.outcome ?? outcome) : null;
  return (
    <div class="cp-campaign" data-testid="campaign" data-step={v.step}>
      <section class="panel cp-head">
        <h3 data-testid="cp-step">{stepWords(v, seat, nameOf)}</h3>
        {v.league && <p class="muted small">{ownersWords(v.league, nameOf)}</p>}
        <nav class="cp-tabs" aria-label="Campaign pages">
          {PAGES.map((p) => (
            <button
              key={p.id}
              type="button"
              aria-pressed={page === p.id}
              data-testid={`cp-tab-${p.id}`}
              onClick={() => setPage(p.id)}
            >
              {p.label}
            </button>
          ))}
        </nav>
      </section>
      {page === 'now' && (
        <section class="panel cp-now" data-testid="cp-now" aria-label="The campaign now">
          {over ? (
            <Outcome v={v} text={(over as { text?: string }).text ?? ''} />
          ) : (
            <>
              <Decision v={v} seat={seat} commands={commands} submit={sender.submit} enabled={sender.enabled} />
              {sender.busy && <p class="muted">Sending…</p>}
              {sender.refused && <ViolationView violation={sender.refused} />}
              <Awaited v={v} seat={seat} matches={matches} />
              <AuctionStatus v={v} seat={seat} events={events} />
            </>
          )}
        </section>
      )}
      {page === 'stable' && <Stable v={v} seat={seat} />}
      {page === 'ledger' && <Ledger v={v} />}
      {page === 'matches' && <Matches v={v} matches={matches} />}
      {showLog && (
        <section class="panel">
          <h3>What has happened</h3>
          <EventLog events={named} />
        </section>
      )}
    </div>
  );
}

// ---- the outcome ---------------------------------------------------------------------------------------------

function Outcome({ v, text }: { v: CampaignView; text: string }) {
  const richest = v.league
    ? [...v.league.owners]
        .sort((a, b) => purse(b) - purse(a))
        .map((o) => `${campaignSeatWords(o.id)}: ${sesterces(purse(o))}`)
    : [];
  return (
    <div class="cp-outcome">
      <h3>The campaign is over</h3>
      <p data-testid="cp-outcome">
        <RuleText text={withOwnerNames(text)} /> {v.outcome?.rule && <RuleLink rule={v.outcome.rule} />}
      </p>
      {richest.length > 0 && <p>Purses at the end: {richest.join('; ')}.</p>}
    </div>
  );
}

const purse = (o: Owner): number => o.money.reduce((t, l) => t + l.amount, 0);

// ---- this seat's decision ------------------------------------------------------------------------------------

interface DecisionProps {
  v: CampaignView;
  seat: string | null;
  commands: Command[];
  submit: (c: unknown) => Promise<boolean>;
  enabled: boolean;
}

function Decision(p: DecisionProps) {
  if (p.commands.length === 0 || !p.seat) return null;
  switch (p.v.step) {
    case 'stable':
      return <NameStable {...p} />;
    case 'bets':
      return <SideBets {...p} />;
    case 'improve':
      return <Improve {...p} />;
    case 'first':
    case 'second':
      return <ChooseFighter {...p} step={p.v.step} />;
    case 'wager':
      return <WagerLadder {...p} />;
    case 'auction':
      return <Bid {...p} />;
    default:
      return null;
  }
}

/**
 * 21.3: the improvements, what each costs and what the man has; then on. In a career the player's man before each
 * match; in a league the owner's man who has just fought.
 */
function Improve({ v, seat, commands, submit, enabled }: DecisionProps) {
  const l = v.league;
  const men: { man: CampaignMan; id: number | undefined }[] = v.career
    ? v.career.men.length > 0
      ? [{ man: v.career.men.at(-1) as CampaignMan, id: undefined }]
      : []
    : (v.fighters ?? [])
        .filter((f) => f.owner === seat && l?.men[f.man])
        .map((f) => ({ man: l?.men[f.man] as CampaignMan, id: f.man }));
  const offered = (id: number | undefined, imp: string) =>
    commands.some((c) => c.type === 'buy' && c.improvement === imp && (id === undefined || c.man === id));
  return (
    <div class="cp-decide" data-testid="cp-improve">
      {men.map(({ man, id }) => {
        const points = pointsOf(man);
        return (
          <div key={man.id}>
            <h4>
              Improve {man.name} <RuleLink rule={IMPROVEMENTS_RULE} />
            </h4>
            <p data-testid="cp-points">He has {points} experience points to spend or keep.</p>
            <table class="cp-table">
              <thead>
                <tr>
                  <th scope="col">Improvement</th>
                  <th scope="col">Costs</th>
                  <th scope="col">He has now</th>
                  <th scope="col">
                    <span class="cp-hidden">Buy</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {IMPROVEMENTS.map((i) => {
                  const open = offered(id, i.id);
                  const why = open
                    ? ''
                    : i.cost > points
                      ? `needs ${i.cost - points} more points`
                      : 'he is at the most a log sheet holds';
                  return (
                    <tr key={i.id}>
                      <td>{i.benefit}</td>
                      <td>{i.cost} points</td>
                      <td>{man[i.id]}</td>
                      <td>
                        {open ? (
                          <button
                            type="button"
                            disabled={!enabled}
                            data-testid={`cp-buy-${i.id}`}
                            onClick={() =>
                              void submit({ type: 'buy', improvement: i.id, ...(id === undefined ? {} : { man: id }) })
                            }
                          >
                            Buy
                          </button>
                        ) : (
                          <span class="muted small">{why}</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        );
      })}
      <button
        type="button"
        class="primary"
        disabled={!enabled}
        data-testid="cp-ready"
        onClick={() => void submit({ type: 'ready' })}
      >
        {v.career ? 'Send him to his next match' : 'Done: keep the rest'}
      </button>
    </div>
  );
}

const MAN_TYPES = ['light', 'medium', 'heavy'] as const;

/** 22.2: the types of the owner's five men, named in secret before they are rolled. */
function NameStable({ v, submit, enabled }: DecisionProps) {
  const count = 5;
  const [types, setTypes] = useState<string[]>(() => v.myTypes ?? Array(count).fill('medium'));
  if (v.myTypes) return null;
  return (
    <div class="cp-decide" data-testid="cp-name-stable">
      <h4>
        Your stable <RuleLink rule="§22.2" />
      </h4>
      <p>
        Name the type of each of your five men; their figures are rolled once every owner has named his. The others see
        that you have chosen, not what.
      </p>
      {types.map((t, i) => (
        <label key={i} class="cp-choice">
          Man {i + 1}{' '}
          <select
            value={t}
            data-testid={`cp-type-${i}`}
            onChange={(e) => setTypes(types.map((x, j) => (j === i ? e.currentTarget.value : x)))}
          >
            {MAN_TYPES.map((m) => (
              <option key={m} value={m}>
                {TYPE_WORDS[m]}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button
        type="button"
        class="primary"
        disabled={!enabled}
        data-testid="cp-stable-send"
        onClick={() => void submit({ type: 'stable', types })}
      >
        Name my stable
      </button>
    </div>
  );
}

/** 22.5: side bets: open offers to take, a new offer on either man, and done. */
function SideBets({ v, seat, commands, submit, enabled }: DecisionProps) {
  const l = v.league as ViewLeague;
  const f = v.fighters;
  const takeable = new Set(commands.filter((c) => c.type === 'take-bet').map((c) => Number(c.offer)));
  const canOffer = commands.some((c) => c.type === 'side-bet');
  const backable = (f ?? []).filter((x) => commands.some((c) => c.type === 'side-bet' && c.backs === x.owner));
  const [backs, setBacks] = useState(backable[0]?.owner ?? '');
  const [odds, setOdds] = useState(['1', '1']);
  const [stake, setStake] = useState('100');
  const manOf = (owner: string) => l.men[f?.find((x) => x.owner === owner)?.man ?? -1]?.name ?? '?';
  const offer = () =>
    void submit({ type: 'side-bet', backs, odds: [Number(odds[0]), Number(odds[1])], stake: Number(stake) });
  return (
    <div class="cp-decide" data-testid="cp-bets">
      <h4>
        Side bets <RuleLink rule="§22.5" />
      </h4>
      {v.offers.length === 0 ? (
        <p class="muted">No side bet is on offer.</p>
      ) : (
        <ul class="cp-offers" data-testid="cp-offers">
          {v.offers.map((o) => (
            <li key={o.id}>
              {campaignSeatWords(o.offerer)}
              {o.offerer === seat ? ' (you)' : ''} offers {o.odds[0]} to {o.odds[1]} on {manOf(o.backs)}, for a stake of{' '}
              {sesterces(o.stake)}.{' '}
              {takeable.has(o.id) && (
                <button
                  type="button"
                  disabled={!enabled}
                  data-testid={`cp-take-${o.id}`}
                  onClick={() => void submit({ type: 'take-bet', offer: o.id })}
                >
                  Take it
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canOffer && (
        <fieldset>
          <legend>Offer a side bet</legend>
          <label>
            On{' '}
            <select value={backs} data-testid="cp-bet-backs" onChange={(e) => setBacks(e.currentTarget.value)}>
              {backable.map((x) => (
                <option key={x.owner} value={x.owner}>
                  {manOf(x.owner)} ({campaignSeatWords(x.owner)}’s man)
                </option>
              ))}
            </select>
          </label>{' '}
          <label>
            at{' '}
            <input
              type="number"
              min={1}
              class="cp-odds"
              value={odds[0]}
              aria-label="odds you give"
              onInput={(e) => setOdds([e.currentTarget.value, odds[1] ?? '1'])}
            />
          </label>{' '}
          to{' '}
          <input
            type="number"
            min={1}
            class="cp-odds"
            value={odds[1]}
            aria-label="odds against"
            onInput={(e) => setOdds([odds[0] ?? '1', e.currentTarget.value])}
          />{' '}
          <label>
            for a stake of{' '}
            <input
              type="number"
              min={1}
              value={stake}
              data-testid="cp-bet-stake"
              onInput={(e) => setStake(e.currentTarget.value)}
            />{' '}
            sesterces
          </label>{' '}
          <button type="button" disabled={!enabled} data-testid="cp-bet-offer" onClick={offer}>
            Offer it
          </button>
        </fieldset>
      )}
      <button
        type="button"
        class="primary"
        disabled={!enabled}
        data-testid="cp-bets-done"
        onClick={() => void submit({ type: 'ready' })}
      >
        No more bets from me
      </button>
    </div>
  );
}

/** 22.3: one of this owner's men and his arms; a closed choice says why. */
function ChooseFighter({ v, seat, commands, submit, enabled, step }: DecisionProps & { step: 'first' | 'second' }) {
  const l = v.league as ViewLeague;
  const me = l.owners.find((o) => o.id === seat);
  const men = me ? menOf(l, me) : [];
  const fit = men.filter((m) => manRefusal(m) === null);
  const [man, setMan] = useState<number>(fit[0]?.id ?? 0);
  const offered = (m: number, a: ArmamentId) => commands.some((c) => c.man === m && c.armament === a);
  const arms = armChoices(step, v.firstChoice, v.options.advanced);
  const firstMan = v.firstChoice ? l.men[v.firstChoice.man] : undefined;
  return (
    <div class="cp-decide" data-testid="cp-fighter">
      <h4>
        Put up a man <RuleLink rule="§22.3" />
      </h4>
      {step === 'second' && firstMan && v.firstChoice && (
        <p>
          {campaignSeatWords(v.pairing?.first ?? '')} puts up {firstMan.name} with{' '}
          {ARMAMENT_WORDS[v.firstChoice.armament]}.
        </p>
      )}
      <fieldset>
        <legend>Your man</legend>
        {men.map((m) => {
          const refused = manRefusal(m);
          return (
            <label key={m.id} class={`cp-choice${refused ? ' closed' : ''}`}>
              <input
                type="radio"
                name="cp-man"
                value={String(m.id)}
                checked={man === m.id}
                disabled={refused !== null}
                data-testid={`cp-man-${m.id}`}
                onChange={() => setMan(m.id)}
              />{' '}
              <strong>{m.name}</strong>, CF {cfOf(m)}, {recordWords(m)}
              {refused && <span class="muted small"> — cannot fight: {refused}</span>}
            </label>
          );
        })}
      </fieldset>
      <fieldset>
        <legend>His arms</legend>
        {arms.map((a) => {
          const open = a.refused === null && offered(man, a.armament);
          return (
            <div key={a.armament} class="cp-arm">
              <button
                type="button"
                class={open ? 'primary' : ''}
                disabled={!enabled || !open}
                data-testid={`cp-arm-${a.armament}`}
                onClick={() => void submit({ type: 'fighter', man, armament: a.armament })}
              >
                {capital(ARMAMENT_WORDS[a.armament])}
              </button>
              {a.refused && (
                <span class="muted small" data-testid={`cp-arm-why-${a.armament}`}>
                  {' '}
                  Not open: {a.refused.reason} <RuleLink rule={a.refused.rule} />
                </span>
              )}
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** 22.5: the odds ladder as a table; a rung clicked takes a stake within its limits. */
function WagerLadder({ v, seat, submit, enabled }: DecisionProps) {
  const l = v.league as ViewLeague;
  const f = v.fighters;
  const taker = f ? (f[0].owner === seat ? f[1].owner : f[0].owner) : '';
  const rows = useMemo(() => oddsRows(l.owners, seat ?? '', taker, v.wagers), [v]);
  const [picked, setPicked] = useState<OddsRow | null>(null);
  const [stake, setStake] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mine = l.owners.find((o) => o.id === seat);
  const theirs = l.owners.find((o) => o.id === taker);
  const pick = (r: OddsRow) => {
    setPicked(r);
    setStake(String(r.minimum));
    setProblem(null);
  };
  const offer = () => {
    if (!picked) return;
    const read = readStake(stake, picked);
    setProblem(read.ok ? null : read.message);
    if (read.ok) void submit({ type: 'wager', odds: picked.odds, stake: read.stake });
  };
  return (
    <div class="cp-decide" data-testid="cp-wager">
      <h4>
        The mandatory wager <RuleLink rule="§22.5" />
      </h4>
      <p>
        You back your man against {campaignSeatWords(taker)}’s. You have {sesterces(mine ? purse(mine) : 0)};{' '}
        {campaignSeatWords(taker)} has {sesterces(theirs ? purse(theirs) : 0)}. Choose the odds you offer: if your man
        loses you pay the stake times the odds; if he wins you take the stake.
      </p>
      <table class="cp-table cp-ladder" data-testid="cp-ladder">
        <thead>
          <tr>
            <th scope="col">Odds you offer</th>
            <th scope="col">Least stake</th>
            <th scope="col">Most stake</th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.odds} class={picked?.odds === r.odds ? 'picked' : ''}>
              <td>{r.odds} to 1</td>
              <td>{r.minimum.toLocaleString('en-GB')}</td>
              <td>{r.open ? r.maximum.toLocaleString('en-GB') : '—'}</td>
              <td>
                {r.open ? (
                  <button
                    type="button"
                    aria-pressed={picked?.odds === r.odds}
                    data-testid={`cp-odds-${r.odds}`}
                    onClick={() => pick(r)}
                  >
                    Offer {r.odds} to 1
                  </button>
                ) : (
                  <span class="muted small">{r.refused}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {picked && (
        <div class="cp-stake">
          <label for="cp-stake">
            Stake of {campaignSeatWords(taker)} at {picked.odds} to 1 ({picked.minimum.toLocaleString('en-GB')} to{' '}
            {picked.maximum.toLocaleString('en-GB')} sesterces)
          </label>{' '}
          <input
            id="cp-stake"
            type="number"
            inputMode="numeric"
            min={picked.minimum}
            max={picked.maximum}
            value={stake}
            data-testid="cp-stake"
            onInput={(e) => {
              setStake(e.currentTarget.value);
              setProblem(null);
            }}
          />{' '}
          <button type="button" class="primary" disabled={!enabled} data-testid="cp-offer" onClick={offer}>
            Make the wager
          </button>
          {/^\s*\d+\s*$/.test(stake) && (
            <p class="muted small" data-testid="cp-stake-words">
              If your man wins, {campaignSeatWords(taker)} pays you {sesterces(Number(stake))}; if he loses, you pay{' '}
              {sesterces(Number(stake) * picked.odds)}.
            </p>
          )}
          {problem && (
            <p class="error" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** 22.4: a sealed bid for the lot on the block, the owner's money as its top. */
function Bid({ v, seat, commands, submit, enabled }: DecisionProps) {
  const l = v.league as ViewLeague;
  const mine = l.owners.find((o) => o.id === seat);
  const max = mine ? purse(mine) : 0;
  const [amount, setAmount] = useState('0');
  const [problem, setProblem] = useState<string | null>(null);
  const lot = v.lots[0];
  useEffect(() => setAmount('0'), [lot?.id]);
  if (!lot || commands.length === 0) return null;
  const bid = () => {
    const ok = /^\s*\d+\s*$/.test(amount) && Number(amount) <= max;
    setProblem(ok ? null : `a bid is a whole number of sesterces from 0 (no bid) to ${max.toLocaleString('en-GB')}`);
    if (ok) void submit({ type: 'bid', amount: Number(amount) });
  };
  return (
    <div class="cp-decide" data-testid="cp-bid" data-lot={lot.id}>
      <h4>
        Your bid for {lot.name} <RuleLink rule="§22.4" />
      </h4>
      <p>
        You have {sesterces(max)}. Bids are sealed: the others see that you have bid, not how much, until he is sold.
      </p>
      <label for="cp-bid-amount">Your bid in sesterces (0 for none)</label>{' '}
      <input
        id="cp-bid-amount"
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={amount}
        data-testid="cp-bid-amount"
        onInput={(e) => setAmount(e.currentTarget.value)}
      />{' '}
      <button type="button" class="primary" disabled={!enabled} data-testid="cp-bid-send" onClick={bid}>
        Bid
      </button>
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

// ---- what everyone sees ---------------------------------------------------------------------------------------

/** The man on the block and who has bid (never how much), and the last sale with its bids once known. */
function AuctionStatus({ v, seat, events }: { v: CampaignView; seat: string | null; events: NumberedEvent[] }) {
  const l = v.league;
  const sold = [...events].reverse().find((e) => (e.event as { type?: string }).type === 'sold');
  const lastBids = sold ? ((sold.event as { data?: { bids?: Record<string, number> } }).data?.bids ?? null) : null;
  if (!l) return null;
  const lot = v.step === 'auction' ? v.lots[0] : undefined;
  return (
    <>
      {lot && (
        <div class="cp-lot" data-testid="cp-lot">
          <h4>
            On the block <RuleLink rule="§22.4" />
          </h4>
          <ManTable men={[lot]} />
          {v.lots.length > 1 && <p class="muted small">{v.lots.length - 1} more to sell after him.</p>}
          <ul class="cp-bidders" data-testid="cp-bidders">
            {l.owners
              .filter((o) => !o.eliminated)
              .map((o) => (
                <li key={o.id}>
                  {campaignSeatWords(o.id)}
                  {o.id === seat ? ' (you)' : ''}:{' '}
                  {v.bidders.includes(o.id)
                    ? o.id === seat && v.myBid !== null
                      ? `has bid ${sesterces(v.myBid)}`
                      : 'has bid'
                    : 'still to bid'}
                </li>
              ))}
          </ul>
        </div>
      )}
      {lastBids && sold && (
        <div class="cp-sold" data-testid="cp-last-sale">
          <h4>The last sale</h4>
          <p>
            <RuleText text={withOwnerNames((sold.event as { text: string }).text)} /> Bids:{' '}
            {Object.entries(lastBids)
              .map(([o, a]) => `${campaignSeatWords(o)} ${a > 0 ? sesterces(a) : 'none'}`)
              .join('; ')}
            .
          </p>
        </div>
      )}
    </>
  );
}

/** The match arranged: who fights whom with what, the wager, and the way into the GLADIATOR match. */
function Awaited({ v, seat, matches }: { v: CampaignView; seat: string | null; matches: CampaignMatch[] | null }) {
  // After the match (the auction) the fighters and wager still held are the last match's, not the next.
  if (!['first', 'second', 'wager', 'bets', 'match'].includes(v.step)) return null;
  if (!v.arranged && !v.fighters && !v.firstChoice) return null;
  const l = v.league;
  const current = matches?.find((m) => !m.finished) ?? null;
  const sides: { who: string; man: string; arms: string }[] = [];
  if (v.career && v.arranged) {
    sides.push({
      who: seat === 'player' ? 'your man' : 'the player’s man',
      man: v.arranged.a.name ?? 'your man',
      arms: 'his own arms',
    });
    sides.push({ who: 'a newly rolled opponent', man: v.arranged.b.name ?? 'his opponent', arms: 'his own arms' });
  } else if (l && v.fighters) {
    for (const f of v.fighters)
      sides.push({
        who: f.owner === seat ? 'your man' : `${campaignSeatWords(f.owner)}’s man`,
        man: l.men[f.man]?.name ?? '?',
        arms: ARMAMENT_WORDS[f.armament],
      });
  }
  const wager = v.wagers.find((w) => w.kind === 'mandatory');
  const side = v.wagers.filter((w) => w.kind === 'side');
  return (
    <div class="cp-awaited" data-testid="cp-awaited">
      <h4>The next match</h4>
      {sides.length === 2 ? (
        <p data-testid="cp-pairing">
          {sides[0]?.man} ({sides[0]?.who}, {sides[0]?.arms}) against {sides[1]?.man} ({sides[1]?.who}, {sides[1]?.arms}
          ).
        </p>
      ) : (
        <p>The men are still being chosen.</p>
      )}
      {wager && (
        <p data-testid="cp-wager-made">
          Wager: {campaignSeatWords(wager.offerer)} offers {wager.odds[0]} to {wager.odds[1]};{' '}
          {campaignSeatWords(wager.taker)} stakes {sesterces(wager.stake)}. If {campaignSeatWords(wager.backs)}’s man
          wins, {campaignSeatWords(wager.taker)} pays the stake; if he loses, {campaignSeatWords(wager.offerer)} pays{' '}
          {sesterces(payout(wager))}; a draw moves nothing. <RuleLink rule="§22.5" />
        </p>
      )}
      {side.length > 0 && (
        <ul data-testid="cp-side-bets">
          {side.map((w, i) => (
            <li key={i}>
              Side bet: {campaignSeatWords(w.offerer)} gives {w.odds[0]} to {w.odds[1]} on {campaignSeatWords(w.backs)}
              ’s man; {campaignSeatWords(w.taker)} stakes {sesterces(w.stake)}.
            </li>
          ))}
        </ul>
      )}
      {v.step === 'match' &&
        (current ? (
          <p>
            <a class="button primary" href={current.href} onClick={() => keepSeat(current)} data-testid="cp-child-link">
              {current.mine ? 'Fight the match: your man’s seat' : 'Watch the match'}
            </a>
          </p>
        ) : (
          <p class="muted">The arena is setting the match up…</p>
        ))}
    </div>
  );
}

// ---- the stable ----------------------------------------------------------------------------------------------

function Stable({ v, seat }: { v: CampaignView; seat: string | null }) {
  return (
    <section class="panel cp-stable" data-testid="cp-stable" aria-label="Stable">
      {v.league?.owners.map((o) => (
        <div key={o.id} class="cp-owner" data-testid={`cp-stable-${o.id}`}>
          <h4>
            {campaignSeatWords(o.id)}
            {o.id === seat ? ' (you)' : ''}: {sesterces(purse(o))}
            {o.eliminated && (
              <span class="muted">
                {' '}
                — out after match {o.eliminated.match}: {withOwnerNames(o.eliminated.text)}{' '}
                <RuleLink rule={o.eliminated.rule} />
              </span>
            )}
          </h4>
          <ManTable men={menOf(v.league as ViewLeague, o)} />
        </div>
      ))}
      {v.league && fallenMen(v.league, v.lots).length > 0 && (
        <div class="cp-owner" data-testid="cp-fallen">
          <h4>
            Men who left the stables: the dead and the freed <RuleLink rule="§22.4" />
          </h4>
          <ManTable men={fallenMen(v.league, v.lots)} />
        </div>
      )}
      {v.career && (
        <>
          <h4>
            {seat === 'player' ? 'Your men' : 'The player’s men'}, the one fighting now first <RuleLink rule="§21.5" />
          </h4>
          <ManTable men={[...v.career.men].reverse()} />
          {v.career.opponent && (
            <>
              <h4>His next opponent</h4>
              <ManTable men={[v.career.opponent]} />
            </>
          )}
        </>
      )}
    </section>
  );
}

/** Men's log sheet figures, record, experience, injuries and state. */
function ManTable({ men }: { men: CampaignMan[] }) {
  return (
    // A wide table scrolls by itself on a narrow screen, by the keyboard too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys.
    <section class="cp-scroll" tabIndex={0} aria-label="Log sheets">
      <table class="cp-table cp-men">
        <thead>
          <tr>
            <th scope="col">Man</th>
            <th scope="col">
              <abbr title="Training">TR</abbr>
            </th>
            <th scope="col">
              <abbr title="Strength">ST</abbr>
            </th>
            <th scope="col">
              <abbr title="Agility">AG</abbr>
            </th>
            <th scope="col">
              <abbr title="Combat factor: training, strength and agility together">CF</abbr>
            </th>
            <th scope="col">
              <abbr title="Wound boxes in each area">W</abbr>
            </th>
            <th scope="col">
              <abbr title="Constitution">CON</abbr>
            </th>
            <th scope="col">Record</th>
            <th scope="col">Experience</th>
            <th scope="col">Injuries</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {men.map((m) => {
            const injuries = injuryWords(m);
            return (
              <tr key={m.id} class={`cp-man ${m.status}`} data-testid={`cp-man-row-${m.id}`}>
                <th scope="row">
                  {m.name}
                  <span class="muted small"> {kitWords(m)}</span>
                </th>
                <td>{m.TR}</td>
                <td>{m.ST}</td>
                <td>{m.AG}</td>
                <td>{cfOf(m)}</td>
                <td>{m.W}</td>
                <td>{m.CON}</td>
                <td>{recordWords(m)}</td>
                <td>{pointsOf(m)} points</td>
                <td>{injuries.length === 0 ? 'none' : injuries.join('; ')}</td>
                <td data-testid={`cp-status-${m.id}`}>{STATUS_WORDS[m.status]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

// ---- the ledger ----------------------------------------------------------------------------------------------

function Ledger({ v }: { v: CampaignView }) {
  return (
    <section class="panel cp-ledger" data-testid="cp-ledger" aria-label="Ledger">
      {v.league?.owners.map((o) => (
        <LedgerBook
          key={o.id}
          title={`${campaignSeatWords(o.id)}’s purse`}
          unit="sesterces"
          groups={groupLedger(o.money)}
          testid={`cp-ledger-${o.id}`}
        />
      ))}
      {v.career &&
        [...v.career.men]
          .reverse()
          .map((m) => (
            <LedgerBook
              key={m.id}
              title={`${m.name}’s experience`}
              unit="points"
              groups={groupLedger(m.experience)}
              testid={`cp-ledger-man-${m.id}`}
            />
          ))}
    </section>
  );
}

function LedgerBook({
  title,
  unit,
  groups,
  testid,
}: {
  title: string;
  unit: string;
  groups: LedgerGroup[];
  testid: string;
}) {
  const balance = groups.at(-1)?.after ?? 0;
  return (
    <div class="cp-book" data-testid={testid}>
      <h4>
        {title}: <span data-testid={`${testid}-balance`}>{balance.toLocaleString('en-GB')}</span> {unit}
      </h4>
      {groups.length === 0 ? (
        <p class="muted">Nothing yet.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys.
        <section class="cp-scroll" tabIndex={0} aria-label={title}>
          <table class="cp-table">
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">Rule</th>
                <th scope="col">In or out</th>
              </tr>
            </thead>
            {groups.map((g) => (
              <tbody key={g.match}>
                <tr class="cp-group">
                  <th scope="rowgroup" colSpan={3}>
                    {g.title}
                  </th>
                </tr>
                {g.lines.map((line, i) => (
                  <tr key={i}>
                    <td>{withOwnerNames(line.text)}</td>
                    <td>
                      <RuleLink rule={line.rule} />
                    </td>
                    <td class={`cp-amount${line.amount < 0 ? ' out' : ''}`}>{signedAmount(line.amount)}</td>
                  </tr>
                ))}
                <tr class="cp-total">
                  <td colSpan={2}>
                    In {g.in.toLocaleString('en-GB')}, out {g.out.toLocaleString('en-GB')}; balance after
                  </td>
                  <td class="cp-amount">{g.after.toLocaleString('en-GB')}</td>
                </tr>
              </tbody>
            ))}
          </table>
        </section>
      )}
    </div>
  );
}

// ---- the matches ---------------------------------------------------------------------------------------------

function Matches({ v, matches }: { v: CampaignView; matches: CampaignMatch[] | null }) {
  return (
    <section class="panel cp-matches" data-testid="cp-matches" aria-label="Matches">
      <h4>The campaign’s matches</h4>
      {matches === null ? (
        <p class="muted">Loading the campaign’s matches…</p>
      ) : matches.length === 0 ? (
        <p class="muted">No match has been fought yet.</p>
      ) : (
        <ol class="cp-history" data-testid="cp-history">
          {matches.map((m) => (
            <li key={m.id} data-testid="cp-history-row">
              {matchRowWords(m)}{' '}
              <a href={m.replay} data-testid="cp-replay-link">
                {m.finished ? 'Watch the replay' : 'Watch it now'}
              </a>
            </li>
          ))}
        </ol>
      )}
      {v.league && <p class="muted small">Matches played in the league: {v.league.matches}.</p>}
    </section>
  );
}
