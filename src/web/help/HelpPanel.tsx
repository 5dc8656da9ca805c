/**
 * The rules panel: a side panel with a rule's summary in our own words (opened from any rule number on the page),
 * the list of rules, and the glossary of the game's notation. The match page mounts one per game; it takes focus
 * when it opens, gives it back when it closes, and closes with Escape.
 */
import './help.css';
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  findRules,
  type GameHelp,
  type GlossaryEntry,
  parentRule,
  ruleKey,
  ruleOrder,
  summaryOf,
} from '../../core/help.js';
import { useHelpState } from './hooks.js';
import { RuleLink } from './RuleLink.js';
import { helpFor } from './registry.js';
import { closeHelp, type HelpView, helpBack, openGlossary, openIndex, openRule, setHelpGame } from './store.js';

const NUMBER_IN_SUMMARY = /\b\d{1,2}\.\d{1,3}\b/g;

/** A summary's text with each rule number it mentions ("see 9.22") as a link, when the help has that rule. */
function SummaryText({ help, text }: { help: GameHelp; text: string }) {
  const out: (string | JSX.Element)[] = [];
  let at = 0;
  for (const m of text.matchAll(NUMBER_IN_SUMMARY)) {
    if (!summaryOf(help, m[0])) continue;
    out.push(text.slice(at, m.index));
    out.push(
      <button type="button" class="link" key={m.index} onClick={() => openRule(m[0])}>
        {m[0]}
      </button>,
    );
    at = m.index + m[0].length;
  }
  out.push(text.slice(at));
  return <>{out}</>;
}

function RuleView({ help, rule }: { help: GameHelp; rule: string }) {
  const key = ruleKey(rule);
  const s = summaryOf(help, key);
  if (!s) return <p class="muted">No summary of rule {key} yet.</p>;
  const keys = Object.keys(help.rules).sort(ruleOrder(help));
  const i = keys.indexOf(key);
  const parent = parentRule(help, key);
  const children = keys.filter((k) => parentRule(help, k) === key);
  const terms = help.glossary.filter((e) => e.rule === key);
  const go = (k: string | undefined) =>
    k && (
      <button type="button" class="link" onClick={() => openRule(k)}>
        {k} {help.rules[k]?.title}
      </button>
    );
  return (
    <article class="help-rule" data-rule={key}>
      {parent && <p class="muted small">Part of {go(parent)}</p>}
      <h3 data-testid="help-rule-title">
        §{key} {s.title}
      </h3>
      <p data-testid="help-rule-text">
        <SummaryText help={help} text={s.text} />
      </p>
      {children.length > 0 && (
        <ul class="help-children">
          {children.map((k) => (
            <li key={k}>{go(k)}</li>
          ))}
        </ul>
      )}
      {terms.length > 0 && (
        <p class="small">
          Terms:{' '}
          {terms.map((e) => (
            <button type="button" class="link" key={`${e.group}/${e.term}`} onClick={() => openGlossary(e.term)}>
              {e.term}
            </button>
          ))}
        </p>
      )}
      <p class="help-steps small">
        {i > 0 && <>◀ {go(keys[i - 1])}</>} {i < keys.length - 1 && <>{go(keys[i + 1])} ▶</>}
      </p>
      <p class="muted small">A summary in our own words; the rulebook is the authority.</p>
    </article>
  );
}

/** At most this many rules are listed for a search. */
const FOUND_MAX = 30;

function RuleIndex({ help }: { help: GameHelp }) {
  const [query, setQuery] = useState('');
  const found = findRules(help, query);
  const listed =
    query.trim() === ''
      ? Object.keys(help.rules)
          .filter((k) => !k.includes('.'))
          .sort(ruleOrder(help))
      : found;
  return (
    <>
      <label class="help-find">
        Find a rule{' '}
        <input
          type="search"
          value={query}
          placeholder="kneel, net toss, 8.31"
          data-testid="help-find"
          onInput={(e) => setQuery(e.currentTarget.value)}
        />
      </label>
      {query.trim() !== '' && (
        <p class="muted small" aria-live="polite">
          {found.length === 0 ? 'No rule speaks of that.' : `${found.length} rule${found.length === 1 ? '' : 's'}`}
          {found.length > FOUND_MAX ? `, the first ${FOUND_MAX} shown` : ''}
        </p>
      )}
      <ul class="help-index" data-testid="help-index">
        {listed.slice(0, FOUND_MAX).map((c) => (
          <li key={c}>
            <button type="button" class="link" onClick={() => openRule(c)}>
              {c} {help.rules[c]?.title}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function GlossaryView({ help, term }: { help: GameHelp; term: string | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector('.current')?.scrollIntoView({ block: 'nearest' });
  }, [term]);
  const groups = new Map<string, GlossaryEntry[]>();
  for (const e of help.glossary) groups.set(e.group, [...(groups.get(e.group) ?? []), e]);
  return (
    <div class="help-glossary" data-testid="help-glossary" ref={box}>
      {[...groups].map(([group, entries]) => (
        <section key={group}>
          <h4>{group}</h4>
          <dl>
            {entries.map((e) => (
              <div key={e.term} class={e.term === term ? 'current' : ''} data-testid={`glossary-${e.term}`}>
                <dt>
                  <b>{e.term}</b> {e.name}
                </dt>
                <dd>
                  {e.text} {e.rule && <RuleLink rule={`§${e.rule}`} />}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

function Body({ help, view }: { help: GameHelp; view: HelpView }) {
  if (view.kind === 'rule') return <RuleView help={help} rule={view.rule} />;
  if (view.kind === 'glossary') return <GlossaryView help={help} term={view.term} />;
  return <RuleIndex help={help} />;
}

/** The panel and its "Rules help" button, for `game`; nothing for a game without help. */
export function HelpPanel({ game }: { game: string }) {
  useEffect(() => {
    setHelpGame(game);
    return () => setHelpGame(null);
  }, [game]);
  const { view, back } = useHelpState();
  const help = helpFor(game);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<Element | null>(null);
  const open = view !== null;
  useEffect(() => {
    if (!open) {
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
      opener.current = null;
      return;
    }
    if (opener.current === null) opener.current = document.activeElement;
    heading.current?.focus();
  }, [open, view]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeHelp();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [open]);
  if (!help) return null;
  return (
    <>
      <button
        type="button"
        class="help-open"
        data-testid="help-open"
        aria-expanded={open}
        onClick={() => (open ? closeHelp() : openIndex())}
      >
        Rules help
      </button>
      {view && (
        <aside class="help-panel" role="dialog" aria-labelledby="help-heading" data-testid="help-panel">
          <header class="help-head">
            {back.length > 0 && (
              <button type="button" onClick={helpBack} data-testid="help-back" aria-label="Back">
                ◀
              </button>
            )}
            <h2 id="help-heading" tabIndex={-1} ref={heading}>
              Rules help
            </h2>
            <button type="button" onClick={closeHelp} data-testid="help-close" aria-label="Close the rules help">
              ✕
            </button>
          </header>
          <nav class="help-tabs" aria-label="Rules help">
            <button type="button" aria-pressed={view.kind !== 'glossary'} onClick={openIndex} data-testid="help-rules">
              Rules
            </button>
            <button
              type="button"
              aria-pressed={view.kind === 'glossary'}
              onClick={() => openGlossary()}
              data-testid="help-glossary-tab"
            >
              Glossary
            </button>
          </nav>
          <Body help={help} view={view} />
        </aside>
      )}
    </>
  );
}
