/**
 * GLADIATOR's Advanced Game (rules 17-20: the net, the trident, the Moment of Truth, team combat) summarised in our
 * own words for the rules panel. Numbers and table values are facts and are kept; the sentences are ours.
 */
import type { RuleSummary } from '../../core/help.js';

export const ADVANCED_RULES: Readonly<Record<string, RuleSummary>> = {
  '17': {
    title: 'The net',
    text: 'The Retarius fights with a net and a trident. The net strikes at the end of movement, before combat: toss, swing or lay, each written in the order and paid for in CF.',
  },
  '17.1': {
    title: 'The Retarius',
    text: 'A medium gladiator (armour and characteristics rolled as usual) with a net and a trident but no shield, unless he picks one up after losing the net. At most one net attack a phase, written in his order.',
  },
  '17.2': {
    title: 'Net cost',
    text: 'Each kind of net attack costs a fixed CF, no more and no less; what is left goes to the trident\u2019s attacks and defence.',
  },
  '17.3': {
    title: 'Net toss (TN)',
    text: 'Costs 6 CF and reaches anyone in the 15 hexes of his front, up to three hexes away, after movement. The hex need not be named.',
  },
  '17.31': {
    title: 'Toss: how often',
    text: 'Once in three phases: after a toss the net rests for the next two phases, across turns too. Only in a phase the Retarius may move in.',
  },
  '17.32': {
    title: 'Toss at no one',
    text: 'With no one in reach the toss still counts as thrown, and the net still rests two phases.',
  },
  '17.33': {
    title: 'Toss results',
    text: 'Resolved on column 0 of the CRT: H ensnares the target, P or P* makes him check for a stumble, M lets him grab the net (17.6), anything else misses.',
  },
  '17.34': {
    title: 'Toss modifiers',
    text: 'Positional advantage; -2 per CF the Retarius lost to arm wounds; +1 per CF the target lost to leg wounds; +2 adjacent, +1 two hexes away; -6 if the target wrote (RN); +4 kneeling; +1 per hex he moved back; +2 if he stayed in his hex; +1 heavy, -1 light; plus the Retarius\u2019 NF less the target\u2019s.',
  },
  '17.35': {
    title: 'Ensnared',
    text: 'A man in the net makes no attacks that phase: his CF go to defence and to getting free.',
  },
  '17.351': {
    title: 'Getting free (Net Free)',
    text: 'Before the first sub-phase he puts CF into escaping: three dice less those CF, 6 or less and he is out. Whatever the roll came to above 0 is added to every attack on him this phase (Net Loss).',
  },
  '17.352': {
    title: 'Dragged down',
    text: 'If he fails, the Retarius may roll three dice plus his ST plus any CF he spends on it: 19 or more pulls the man prone, still in the net.',
  },
  '17.353': {
    title: 'Prone in the net',
    text: 'A prone man in the net, in front of an adjacent Retarius who holds a trident or sword and still has CF to attack, is at his mercy and appeals to the crowd (19).',
  },
  '17.354': {
    title: 'Struggling on the ground',
    text: 'A prone man in a net may still try to get free, unless an armed opponent is adjacent with him in front. He writes no movement.',
  },
  '17.355': {
    title: 'Moving in a net',
    text: 'A standing or kneeling man still in the net may move, but writes no special actions.',
  },
  '17.36': {
    title: 'Letting go',
    text: 'The Retarius may let go of a net that holds a man, to use the trident two-handed (18.7). The man stays caught all the same.',
  },
  '17.4': {
    title: 'Net swing (SN)',
    text: 'Costs 4 CF and strikes at legs, to trip: anyone in his front within two hexes after movement. The hex need not be named.',
  },
  '17.41': {
    title: 'Swing: how often',
    text: 'Once in two phases: no net attack in the phase after a swing. Only in a phase the Retarius may move in.',
  },
  '17.42': {
    title: 'Swing at no one',
    text: 'With no one in reach the swing still counts, and the net rests a phase.',
  },
  '17.43': {
    title: 'Swing: whom it hits',
    text: 'It strikes the first man, friend or foe, in its eight hexes from the Retarius\u2019 left to his right. It cannot touch a kneeling or prone man.',
  },
  '17.44': {
    title: 'Swing results',
    text: 'Column 0 of the CRT: H makes him stumble (14.3), P or P* check for a stumble (14.1), M lets him grab the net (17.6), anything else misses.',
  },
  '17.45': {
    title: 'Swing modifiers',
    text: 'Positional advantage; -2 per CF lost to the Retarius\u2019 arms; +2 per CF lost to the target\u2019s legs; -2 adjacent; -6 against (RN); +3 per hex he moved back, +2 per hex sidestepped, +2 per hexside turned in the hex, +1 per hex forward; +1 heavy, -1 light; plus NF difference.',
  },
  '17.5': {
    title: 'Net lay (LN#)',
    text: 'Costs 2 CF: the net is laid in a front hex named in the order (1 left, 2 centre, 3 right), to trip whoever steps in.',
  },
  '17.51': {
    title: 'Lay: how often',
    text: 'In any phase he may move in, unless a recent toss or swing still rests the net.',
  },
  '17.52': {
    title: 'Lay on no one',
    text: 'If no opponent ends up in the hex, the net was laid anyway and the 2 CF are spent.',
  },
  '17.53': {
    title: 'Lay: whom it catches',
    text: 'Only a man who moved into that hex this phase, whether or not he stopped there.',
  },
  '17.54': {
    title: 'Lay results',
    text: 'Column 0 of the CRT: H makes him stumble (14.3), P or P* check for a stumble (14.1), M lets him grab the net (17.6), anything else misses.',
  },
  '17.55': {
    title: 'Lay modifiers',
    text: 'Positional advantage; -2 per CF lost to the Retarius\u2019 arms; +2 per CF lost to the target\u2019s legs; -6 against (RN); +5 per hex straight back, +4 per hex sidestepped back, +2 per hex sidestepped forward, +1 per hex forward; +1 heavy, -1 light; plus NF difference.',
  },
  '17.6': {
    title: 'Grabbed net',
    text: 'The Retarius pulls his net back after each attack, unless it was an M: then the target grabs it, and each rolls a die plus ST. The Retarius keeps it on a tie; a winner who took it drops it in a hex next to him. A grabbed net cannot be kicked or thrown, but can trip like any item on the ground.',
  },
  '17.7': {
    title: 'One net attack',
    text: 'One net attack a phase, so the half-CF limit of 8.31 does not apply to it. A toss needs 6 CF left.',
  },
  '17.8': { title: 'No net after a collision', text: 'No net attack in a phase the Retarius collided.' },
  '17.9': {
    title: 'Net in other hands',
    text: 'Any man who picks up a net may use it if he does not also hold both a shield and a weapon, with -2 on every net roll.',
  },
  '18': {
    title: 'The trident',
    text: 'The Retarius\u2019 spear: it attacks like a sword, parries in place of a shield, and reaches two hexes.',
  },
  '18.1': {
    title: 'Using the trident',
    text: 'It attacks and parries like a sword, standing in for the missing shield. CF left after the net go to attack and defence as usual (8.3).',
  },
  '18.2': { title: 'Reach', text: 'It reaches anyone in his front within two hexes.' },
  '18.3': {
    title: 'One-handed',
    text: 'While he still holds his net, trident attacks count half (rounded down).',
  },
  '18.4': {
    title: 'Striking from two hexes',
    text: 'A man struck from two hexes away cannot strike back that phase, unless by a throw or a long weapon of his own.',
  },
  '18.5': {
    title: 'Breaking the trident',
    text: 'After a P* on a trident attack, two dice plus the defender\u2019s ST: 12 or more breaks it, and it is dropped (12.4).',
  },
  '18.6': {
    title: 'A broken trident',
    text: 'One die: 4 or less and the broken shaft can be picked up and used, at one hex only; 5 or 6 and it is useless.',
  },
  '18.7': {
    title: 'Two-handed',
    text: 'A Retarius without his net, lost or let go at the end of combat, and with no shield, wields the trident two-handed in later phases: full CF.',
  },
  '19': {
    title: 'The Moment of Truth',
    text: 'When a man lies helpless before an armed opponent, the crowd decides whether he lives.',
  },
  '19.1': {
    title: 'When the crowd decides',
    text: 'It comes when a fallen man begins a phase next to an armed enemy who has him in front, and cannot help himself: caught in a net, barred from moving this phase, or out cold. A standing man running into one lying down (not rolling) brings it too.',
  },
  '19.2': {
    title: 'Missus Chart',
    text: 'The crowd likes a fighter: add up all the CF the fallen man put into attacks this match, take away all he put into defence, and roll a die in that column: 1-15, 16-30, 31-45, 46-60, 61 or more. A 1 is always Down, a 6 always Up; the more he attacked, the more rolls go Up.',
  },
  '19.21': { title: 'A defensive man', text: 'A total of 0 or less is always Down.' },
  '19.22': { title: 'Down', text: 'The victor kills him.' },
  '19.23': { title: 'Up', text: 'He is spared and leaves the arena alive.' },
  '19.24': {
    title: 'The appeal takes a phase',
    text: 'The appeal uses a whole phase. In a team fight the victor may skip it and finish the man off while others still fight.',
  },
  '20': {
    title: 'Team combat',
    text: 'A man fighting two or more at once (not yet playable in Ludus).',
  },
  '20.1': {
    title: 'Facing several',
    text: 'After movement the lone man turns to get as many of his adjacent enemies in front as he can, or else to give them the least bonus.',
  },
  '20.2': {
    title: 'Sequence against several',
    text: 'A man the lone fighter does not attack this phase strikes before him in a shared sub-phase. The lone man says which enemy each of his attacks is for.',
  },
  '20.3': {
    title: 'Separate attacks',
    text: 'Attacks on the same area are not added together; the lone man\u2019s defence counts against each, except against attacks from his rear hexsides.',
  },
  '20.4': { title: 'Only those in front', text: 'The lone man attacks only enemies in his front.' },
  '20.5': {
    title: 'Bonus on one attack',
    text: 'An enemy outside the lone man\u2019s front may add his whole positional bonus to one attack, beyond the half-CF limit.',
  },
  '20.6': {
    title: 'One player a man',
    text: 'Team fights need a player for every gladiator, and team-mates may not talk.',
  },
  '20.7': {
    title: 'Teams of pairs',
    text: 'Teams usually fought as pairs of single combats for a set time; the side with more men still walking at the end wins.',
  },
};
