/**
 * Rule numbers and glossary terms as people meet them on the page: a rule number the game summarises is a button
 * that opens the rules panel at it; `RuleText` does that for every rule number inside a line of text (events.ts).
 */
import type { ComponentChildren } from 'preact';
import { summaryOf } from '../../core/help.js';
import { citedNumber, ruleParts } from '../events.js';
import { useGameHelp } from './hooks.js';
import { openRule } from './store.js';

/**
 * `label` and `class` let a number shown otherwise (the sheet's display numbers, rule 3) open its rule. A variant's
 * section ("Billings §8.5") opens the rule of that number, whose summary carries the variant's note.
 */
export function RuleLink({ rule, label, class: cls }: { rule: string; label?: ComponentChildren; class?: string }) {
  const help = useGameHelp();
  const number = citedNumber(rule);
  const summary = help ? summaryOf(help, number) : undefined;
  if (!summary) return <span class={cls ?? 'rule'}>{label ?? rule}</span>;
  return (
    <button
      type="button"
      class={cls ?? 'rule rule-link'}
      data-rule={number}
      title={`${rule}: ${summary.title}`}
      aria-haspopup="dialog"
      onClick={(e) => {
        // A rule number inside a clickable row must not also trigger the row.
        e.stopPropagation();
        openRule(number);
      }}
    >
      {label ?? rule}
    </button>
  );
}

/** A line of text with each rule number it cites as a RuleLink. */
export function RuleText({ text }: { text: string }) {
  const parts = ruleParts(text);
  if (parts.length === 1 && 'text' in parts[0]!) return <>{text}</>;
  return <>{parts.map((p, i) => ('rule' in p ? <RuleLink key={i} rule={p.rule} /> : p.text))}</>;
}
