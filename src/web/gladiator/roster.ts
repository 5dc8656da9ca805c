/** A man's condition in words, as the list of sides shows it (fighting, down, dead, spared or out of the fight). */
import type { Gladiator } from '../../games/gladiator/types.js';

export type Condition = 'fighting' | 'down' | 'dead' | 'spared' | 'out';

/** The fields the condition reads; `left` is set when he leaves the fight alive (19.23, 7.4/15.6). */
type Reads = Pick<Gladiator, 'dead' | 'unconscious'> & { left?: { how: string; rule: string } };

/** "§19.23" whether the rule came with its sign or not. */
const ruleRef = (rule: string): string => (rule.startsWith('§') ? rule : `§${rule}`);

export function conditionOf(g: Reads): { condition: Condition; words: string } {
  if (g.dead) return { condition: 'dead', words: 'dead' };
  if (g.left?.how === 'Up')
    return { condition: 'spared', words: `spared by the crowd, out of the fight (${ruleRef(g.left.rule)})` };
  if (g.left?.how === 'resigned') return { condition: 'out', words: 'resigned, out of the fight' };
  if (g.left) return { condition: 'out', words: `surrendered, out of the fight (${ruleRef(g.left.rule)})` };
  if (g.unconscious) return { condition: 'down', words: 'unconscious' };
  return { condition: 'fighting', words: 'fighting' };
}
