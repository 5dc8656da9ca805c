/**
 * Words for people that every game supplies beside its module: a summary of each rule it cites, a glossary of its
 * notation, notes for a first match, and each option's label and value labels. All of it is written in our own
 * words (the rulebooks' sentences are not ours); the client opens it from any rule number it shows.
 */
import type { z } from 'zod';

/** One numbered rule, summarised: what it is about and what it does in play. */
export interface RuleSummary {
  title: string;
  text: string;
}

/** A term of a game's notation or tables ("P*", "TR", "SFL"), in words, with the rule that defines it. */
export interface GlossaryEntry {
  term: string;
  /** The term spelled out ("Training"), shown beside it. */
  name: string;
  text: string;
  /** Where the term belongs: "Orders", "Characteristics", "Combat results" ... */
  group: string;
  rule?: string;
}

/** A note shown the first time a person meets a kind of decision (keyed by the command's `type`). */
export interface WalkthroughNote {
  title: string;
  text: string;
  rule?: string;
}

export interface GameHelp {
  /** By rule number without the section sign: "8.31". */
  rules: Readonly<Record<string, RuleSummary>>;
  glossary: readonly GlossaryEntry[];
  walkthrough: Readonly<Record<string, WalkthroughNote>>;
  /** Which glossary group explains the result of a roll made under a rule: "8.5" -> "Combat results". */
  resultGroups: Readonly<Record<string, string>>;
  /** Chapters numbered 1, 2 ... 15 after the dot rather than as decimals (GLADIATOR's displays, 3.1-3.15). */
  wholeNumbered?: readonly string[];
}

/** The rule a sub-rule belongs to: 8.461 -> 8.46, 8.4 -> 8, 3.12 -> 3 where 3 is whole-numbered; none for a chapter. */
export function parentRule(help: GameHelp, key: string): string | null {
  const [chapter, sub] = key.split('.') as [string, string | undefined];
  if (sub === undefined) return null;
  return sub.length === 1 || help.wholeNumbered?.includes(chapter) ? chapter : `${chapter}.${sub.slice(0, -1)}`;
}

/** Rule numbers in the rulebook's order: 2 < 2.1 < 2.11 < 2.2 < 10, and 3.9 < 3.10 where 3 is whole-numbered. */
export const ruleOrder =
  (help: GameHelp) =>
  (a: string, b: string): number => {
    const [ca, sa = ''] = a.split('.') as [string, string | undefined];
    const [cb, sb = ''] = b.split('.') as [string, string | undefined];
    if (ca !== cb) return Number(ca) - Number(cb);
    if (help.wholeNumbered?.includes(ca)) return Number(sa || 0) - Number(sb || 0);
    return sa < sb ? -1 : sa > sb ? 1 : 0;
  };

/** A rule number as the panel files it: "§8.31" and " 8.31" -> "8.31". */
export const ruleKey = (rule: string): string => rule.trim().replace(/^§\s*/, '');

/** The summary of a rule cited as the engine writes it ("§8.31"); none for a number the help does not hold. */
export const summaryOf = (help: GameHelp, rule: string): RuleSummary | undefined => {
  const key = ruleKey(rule);
  return Object.hasOwn(help.rules, key) ? help.rules[key] : undefined;
};

/**
 * A code as a log or an order writes it, in the glossary's spelling: "H+3" -> "H+#", "(K2)" -> "(K#)", "RO-FL" ->
 * "RO", an armour code with its cover to its quality ("A7" -> "A"), and a hyphen for "no effect" -> the table's dash.
 */
export const glossaryTerm = (code: string): string =>
  code
    .trim()
    .replace(/^-$/, '\u2014')
    .replace(/^([ABC])\d$/, '$1')
    .replace(/^H\+\d+$/, 'H+#')
    .replace(/^\((K|LN)\d\)$/, '($1#)')
    .replace(/^RO-[FB][LR]$/, 'RO');

/** The glossary entry for a code, from `group` when given (the same letter means different things in different tables). */
export function termEntry(help: GameHelp, code: string, group?: string): GlossaryEntry | undefined {
  const term = glossaryTerm(code);
  return help.glossary.find((e) => e.term === term && (group === undefined || e.group === group));
}

/** The entry explaining a roll's result, when the roll's rule has a glossary group ("P*" of a CRT roll). */
export function resultEntry(help: GameHelp, rollRule: string, result: string): GlossaryEntry | undefined {
  const key = ruleKey(rollRule);
  const group = Object.hasOwn(help.resultGroups, key) ? help.resultGroups[key] : undefined;
  return group === undefined ? undefined : termEntry(help, result, group);
}

/**
 * An option in words beside its schema's one-line description: its label and a label for each value it may take.
 */
export interface OptionWords {
  label: string;
  /** For an option (or a list's items) limited to named values: value -> words. */
  values?: Readonly<Record<string, string>>;
}

/**
 * `schema` with each option's words attached as JSON Schema keywords (`title`, and `valueLabels`, ours, for the
 * values), so they travel with the schema the server publishes beside each option's `description`. The words' keys
 * must be exactly the schema's options: an option without words is a type error.
 */
// biome-ignore lint/suspicious/noExplicitAny: any object schema; its shape decides the words' keys.
export function withWords<T extends z.ZodObject<any>>(schema: T, words: { [K in keyof T['shape']]: OptionWords }): T {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, option] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const w = words[key] as OptionWords;
    shape[key] = option.meta({
      title: w.label,
      ...(w.values ? { valueLabels: { ...w.values } } : {}),
    });
  }
  return schema.extend(shape) as unknown as T;
}

/**
 * The rules whose number, title or summary holds every word of `query` (any case), best first: a word in the
 * title counts above one in the text only. Nothing for a blank query.
 */
export function findRules(help: GameHelp, query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  if (words.length === 0) return [];
  const scored: { key: string; score: number }[] = [];
  for (const [key, s] of Object.entries(help.rules)) {
    const title = `${key} ${s.title}`.toLowerCase();
    const text = s.text.toLowerCase();
    if (!words.every((w) => title.includes(w) || text.includes(w))) continue;
    scored.push({ key, score: words.filter((w) => title.includes(w)).length });
  }
  return scored.sort((a, b) => b.score - a.score).map((x) => x.key);
}
