/**
 * What the rules panel shows, kept outside any component: a rule number or a glossary term anywhere on the page
 * (the log, the sheet, a refusal) opens the one panel the match page mounts, which names the game it helps with.
 */
import { ruleKey } from '../../core/help.js';

export type HelpView = { kind: 'index' } | { kind: 'rule'; rule: string } | { kind: 'glossary'; term: string | null };

export interface HelpState {
  /** The game whose help the page shows; null where no panel is mounted (the lobby). */
  game: string | null;
  /** What the panel shows; null when it is closed. */
  view: HelpView | null;
  /** The views seen before the current one, for the panel's Back button. */
  back: HelpView[];
}

type Listener = (s: HelpState) => void;

let state: HelpState = { game: null, view: null, back: [] };
const listeners = new Set<Listener>();

function set(next: HelpState): void {
  state = next;
  for (const l of [...listeners]) l(state);
}

export const helpState = (): HelpState => state;

export function subscribeHelp(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The game whose help the page shows, or null when the page leaves (closing the panel). */
export function setHelpGame(game: string | null): void {
  if (game !== state.game) set({ game, view: null, back: [] });
}

const same = (a: HelpView | null, b: HelpView): boolean => JSON.stringify(a) === JSON.stringify(b);

function show(view: HelpView): void {
  if (same(state.view, view)) return;
  set({ ...state, view, back: state.view ? [...state.back, state.view] : [] });
}

/** Opens the panel at the list of rules. */
export const openIndex = (): void => show({ kind: 'index' });

/** Opens the panel at a rule, cited as the engine writes it ("§8.31"). */
export const openRule = (rule: string): void => show({ kind: 'rule', rule: ruleKey(rule) });

/** Opens the panel at the glossary, at one term when given. */
export const openGlossary = (term: string | null = null): void => show({ kind: 'glossary', term });

/** Back to the view before this one; closes the panel when there is none. */
export function helpBack(): void {
  const prev = state.back[state.back.length - 1];
  set({ ...state, view: prev ?? null, back: state.back.slice(0, -1) });
}

export const closeHelp = (): void => set({ ...state, view: null, back: [] });
