/**
 * GLADIATOR's Basic Game (rules 1-16) summarised rule by rule in our own words, for the rules panel the client
 * opens from a rule number. Numbers and table values are facts and are kept; the sentences are ours. Rule 3's
 * displays (the log sheet's numbered boxes) are filed as 3.1-3.15, as the engine cites them.
 */
import type { RuleSummary } from '../../core/help.js';

export const BASIC_RULES: Readonly<Record<string, RuleSummary>> = {
  '1': {
    title: 'Introduction',
    text: 'One man against another in a Roman arena. Each hex is about a yard, each turn about forty seconds. Both sides write their moves in secret and carry them out together.',
  },
  '2': {
    title: 'Components',
    text: 'The map of the arena, the gladiator counters and markers, the log pad and the dice.',
  },
  '2.1': {
    title: 'Map',
    text: 'A hex grid standing for part of the arena: it fixes movement, reach and who faces whom.',
  },
  '2.2': {
    title: 'Counters',
    text: 'Each gladiator is a counter with a front and a back; smaller markers show dropped items, a kneeling man and the like. Counters 1-3 are heavy, 4-6 medium, 7-9 light and 10-12 Retarii.',
  },
  '2.3': { title: 'Log pad', text: 'One sheet per gladiator for his abilities, his gear and his orders (see 3).' },
  '2.4': { title: 'Rulebook', text: 'The rules themselves.' },
  '2.5': { title: 'Dice', text: 'Six-sided dice; many rolls use two or three of them added together.' },
  '2.6': { title: 'Stands', text: 'Plastic stands that hold the counters upright.' },
  '2.7': { title: 'Not included', text: 'Pencils and something to hide the log sheet from the other player.' },
  '3': {
    title: 'The log sheet',
    text: 'Every gladiator has a sheet with his starting and current abilities, his armour and shield, and his written orders. The numbered boxes on it are the displays below; Ludus keeps the sheet for you and shows it beside the board.',
  },
  '3.1': { title: 'Display 1: name', text: 'Any name you like. It changes nothing in play.' },
  '3.2': {
    title: 'Display 2: type',
    text: 'Light, medium or heavy (a Retarius counts as medium). The type decides the armour table and how many phases a turn the man may move; it is chosen before the characteristics are rolled.',
  },
  '3.3': { title: 'Display 3: counter number', text: 'The number printed on the counter that stands for the man.' },
  '3.4': {
    title: 'Display 4: move',
    text: 'How many of the eight phases of a turn the man may move in: light 6, medium 5, heavy 4.',
  },
  '3.5': { title: 'Display 5: body areas', text: 'The five targets: 1 head, 2 chest, 3 groin, 4 arms, 5 legs.' },
  '3.6': {
    title: 'Display 6: armour',
    text: "One die on the type's armour table gives the armour of each body area and the shield. A letter is the quality (A best, then B, then C); a digit after it means the armour covers only part of the area (9.22); a dash means bare. A Retarius uses the medium table but has no shield, and whoever faces him carries a small one.",
  },
  '3.7': {
    title: 'Display 7: physical characteristics',
    text: 'Two dice on the Physical Characteristics Chart give Training (TR), Strength (ST), Agility (AG), Constitution (CON) and Wound factors (W). The Combat Factor CF is TR + ST + AG; the Net Defence factor NF is TR + AG. Some ratings are negative. Losing AG later lowers NF, but losing ST or AG never lowers CF.',
  },
  '3.8': {
    title: 'Display 8: wound record',
    text: 'Each body area has W wound boxes; boxes above W are shaded out before the match. Under the boxes are the CF penalties that wounds bring (9.31). Box 1 of every area is K: the last box checked kills.',
  },
  '3.9': {
    title: 'Display 9: combat factor',
    text: "The man's CF at the start, and each new lower CF as wounds, criticals and exertion take it down for the rest of the match.",
  },
  '3.10': {
    title: 'Display 10: stun',
    text: 'Stun factors held now. They are taken off the current CF before allocating, and can be shaken off (11.5).',
  },
  '3.11': {
    title: 'Display 11: net free',
    text: 'CF a man in a net puts into getting out this phase (17.351).',
  },
  '3.12': {
    title: 'Display 12: net loss',
    text: 'The bonus a man who struggled out of a net gives to every attack on him this phase (17.351).',
  },
  '3.13': {
    title: 'Display 13: shield status',
    text: 'Large or small shield and its damage boxes, checked off from the right as the shield is battered (10.2).',
  },
  '3.14': {
    title: 'Display 14: attack and defence allocations',
    text: "Ten boxes, five for attacks on the opponent's body areas and five for defending one's own, filled in secret whenever combat is possible after movement.",
  },
  '3.15': { title: 'Display 15: turn and phase plot', text: 'The record of the turn plot and of each phase order.' },
  '4': {
    title: 'Sequence of play',
    text: 'The gladiators start in the middle of the map, facing each other four hexes apart. Play goes in turns of eight phases; each phase has movement, then any collision, stun recovery, net attacks and combat.',
  },
  '4.1': {
    title: 'Turns and phases',
    text: 'A turn has eight phases; a phase has steps that are skipped when nothing calls for them.',
  },
  '4.2': {
    title: 'Turn plot',
    text: 'At the start of a turn, remember that a man moves in only some of the eight phases (his move, 3.4). Spend them all early and the other man may have the last phases to himself.',
  },
  '4.3': { title: 'Movement phases', text: 'Each of the eight phases is written and carried out before the next.' },
  '4.31': {
    title: 'Phase plot step',
    text: 'Each side writes its order for this phase in secret. A man who may not move still pretends to write, so the other cannot tell. No order once the turn\u2019s moves are used up (except 16.4).',
  },
  '4.32': {
    title: 'Movement step',
    text: 'Orders are shown, stumbles and falls are checked (14.2-14.3), and both men move as written.',
  },
  '4.321': {
    title: 'Recovery during movement',
    text: 'Attempts to pick up a weapon or shield are rolled now (12.61).',
  },
  '4.322': { title: 'Kicks during movement', text: 'Kicks at dropped items are rolled now (12.7).' },
  '4.33': { title: 'Collision step', text: 'Men who ended movement in the same hex collide, and it is resolved (7).' },
  '4.34': { title: 'Stun recovery step', text: 'Men holding stun from earlier phases try to shake it off (11.5).' },
  '4.35': { title: 'Net attack step', text: 'A Retarius resolves the net attack he wrote in his order (17).' },
  '4.36': { title: 'Combat step', text: 'If anyone can reach an opponent, combat follows, in the three steps below.' },
  '4.361': { title: 'CF available', text: 'Work out how many CF each man has this phase (8.3).' },
  '4.362': {
    title: 'Allocation',
    text: 'Each side splits its CF between attacks and defence of each body area, in secret.',
  },
  '4.363': {
    title: 'Attack sequence',
    text: 'The attacks are put in order over up to five sub-phases (8.4) and resolved one by one.',
  },
  '4.37': {
    title: 'End of phase',
    text: 'Update the sheets, then go on to the next phase, or to a new turn plot after phase 8, until a man is beaten.',
  },
  '5': { title: 'Facing', text: 'A gladiator always faces one side of his hex; his front decides whom he can hit.' },
  '5.1': {
    title: 'Facing a hexside',
    text: 'The counter faces a hexside, never a corner. If it is unclear, the opponent decides.',
  },
  '5.2': {
    title: 'Combat front',
    text: 'A man\u2019s front is the three hexes touching the hexside he faces. A Retarius reaches further: the trident two hexes, the thrown net three (15 hexes in all).',
  },
  '6': { title: 'Movement', text: 'How orders are written: the turn plot, then one order a phase made of actions.' },
  '6.1': {
    title: 'Turn plot',
    text: 'At the start of every turn each side picks, in secret, the phases it will not move in. A light man moves in 6 of the 8, a medium in 5, a heavy in 4.',
  },
  '6.2': {
    title: 'Phase order',
    text: 'Each phase every side writes its order in secret, faking one in a phase it does not move. An order is written in the standard notation: one standard action, plus any special actions in brackets.',
  },
  '6.21': { title: 'Standard actions', text: 'Written without brackets (F, B, C ...). Exactly one per order.' },
  '6.22': {
    title: 'Special actions',
    text: 'Written in brackets ((L), (Q) ...). Any number may go with the standard action unless a rule forbids the pair; all of them make up one move.',
  },
  '6.3': {
    title: 'The twelve standard actions',
    text: 'F forward one hex; B back one hex; SFL/SFR a diagonal step forward left/right; SBL/SBR a diagonal step back left/right, all keeping the facing. C charges three hexes straight ahead with no special action. X stays put (it still uses a move). S is a stumble after tripping: stay in the hex, at most one turn. R carefully picks up an item in or next to the hex, with turns only. KN kneels, and is how a prone man gets up. RO rolls a prone man one hex (RO-FL, RO-FR, RO-BL, RO-BR), with (Q) only.',
  },
  '6.4': {
    title: 'The special actions',
    text: '(Q) one hex further (not with C, KN or X). (L) and (R) turn one hexside, before or after the step depending on where they are written. (K#) kicks an item through side # (not with backward moves or KN; one a phase). Advanced Game only: (TN) toss the net, 6 CF; (SN) swing the net; (LN#) lay the net in front hex # (1 left, 2 centre, 3 right); (RN) concentrate on avoiding a net, with no other special. (G), picking up an item during another move, is Ludus\u2019s own notation for the attempts 12.61 implies.',
  },
  '6.5': {
    title: 'Reaction time',
    text: 'On paper a player has ten seconds to write his order, and can never change it afterwards. Ludus keeps this with an optional clock: when it runs out, a safe default is played for you (a hold, or every CF on defence).',
  },
  '6.6': {
    title: 'Illegal orders',
    text: 'On paper the opponent may accept an illegal order or have the phase replotted. Ludus refuses an illegal order as you send it and says which rule it breaks.',
  },
  '6.7': {
    title: 'No map edge',
    text: 'The arena goes on past the map: if men would walk off it, they are shifted back together. Ludus simply has no edge.',
  },
  '7': { title: 'Collisions', text: 'What happens when two men end up in the same hex.' },
  '7.1': {
    title: 'Moving one at a time',
    text: 'Movement is simultaneous; moving one counter after the other is only for convenience.',
  },
  '7.2': {
    title: 'When men collide',
    text: 'Only men who end the phase in the same hex collide. Passing through each other, or stepping into a hex the other is leaving, is no collision.',
  },
  '7.3': {
    title: 'Running into a man who stood still',
    text: 'Entering or crossing the hex of a man who began and ended the phase there is a collision: the mover stops in that hex and the rest of his order is lost.',
  },
  '7.4': {
    title: 'Resolving a collision',
    text: 'The loser leaves the hex (7.51) and may be stunned. Running into a prone man who is not rolling puts him at your mercy: he surrenders (in the Advanced Game the crowd decides, 19).',
  },
  '7.5': {
    title: 'Impact factor',
    text: 'Each man rolls a die and adds his collision modifiers: +2 heavy, +1 medium, +2 large shield, -2 no shield, +2 per hex forward and +1 per hex sidestepped forward this phase, +4 rolling, -3 in a net, -1 per hex backward, -2 kneeling, -3 recovering an item, -2 stumbling, -1 per stun factor, plus ST, AG and his positional advantage.',
  },
  '7.51': {
    title: 'Winner and loser',
    text: 'The higher impact factor wins (ties are rerolled). The winner keeps the hex and faces the loser, who is pushed to the hex beyond, opposite the one the winner came in from, or back where he came from if the winner had not moved. They end facing each other.',
  },
  '7.52': {
    title: 'Collision stun',
    text: 'The winner\u2019s impact factor less the loser\u2019s is added to two dice on the stun column of the Wound and Stun Severity Table (9.1) to find the loser\u2019s stun and any drop or fall.',
  },
  '7.53': { title: 'After the collision', text: 'The loser takes his stun and checks for a stumble (14.1).' },
  '8': { title: 'Combat', text: 'Who may attack whom, the CF each side has, and how each attack is resolved.' },
  '8.1': {
    title: 'Who may attack',
    text: 'A man may attack an opponent standing in one of the three hexes of his front; a Retarius reaches further (5.2).',
  },
  '8.11': {
    title: 'Back to back',
    text: 'Adjacent men with neither in the other\u2019s front cannot attack each other.',
  },
  '8.12': {
    title: 'Turning to face',
    text: 'If X has Y in his front but Y does not have X in his, Y is turned to face X, even in a net. X reckons his positional bonus before the turn; Y may strike back but earns no positional bonus.',
  },
  '8.13': { title: 'Face to face', text: 'If each man has the other in his front, neither turns.' },
  '8.2': {
    title: 'Positional advantage',
    text: "A man who did not have to turn earns extra CF for the phase from where he stands against the defender's facing: 0 dead ahead, +1 on the shield (left) flank, +2 on the weapon (right) flank, +3 rear left, +4 rear right, +5 behind. Against a left-handed man the +1/+2 and +3/+4 swap. (The diagram is missing from the text; see the option 'front flanks'.)",
  },
  '8.21': { title: 'Against a stumbling man', text: '+2 more when the defender is stumbling this phase.' },
  '8.22': { title: 'Against a prone man', text: '+4 more when the defender is prone, rolling included.' },
  '8.23': { title: 'Against a netted man', text: '+4 more when the defender is caught in a net.' },
  '8.24': {
    title: 'Bonuses add up',
    text: 'The three extra bonuses above add to each other and to the position bonus.',
  },
  '8.3': {
    title: 'CF for the phase',
    text: 'The CF a man may allocate this phase: his current CF, plus his positional bonus, less his stun (and less 2 when stumbling, 14.4). He splits it in secret between attacks and defence.',
  },
  '8.31': {
    title: 'Attacks',
    text: 'Any part of the CF, even none or all, may go to attacks, one attack per body area of the opponent, each holding at most half the CF available (rounded down), unless only 1 CF is left. The order written beside each attack is the order they are made in.',
  },
  '8.32': {
    title: 'Defence',
    text: 'What is left may defend one\u2019s own body areas, not knowing where the blows will fall.',
  },
  '8.33': {
    title: 'No more than you have',
    text: 'Attacks, defence and anything spent on the net (17) together may not exceed the CF available this phase.',
  },
  '8.4': {
    title: 'Attack sequence',
    text: 'Play is simultaneous, but blows land one after another, and a blow that lands first can weaken the ones still to come. The sequence settles who strikes when.',
  },
  '8.41': {
    title: 'Counting attacks',
    text: 'Both sides reveal how many attacks they make: each body area attacked is one attack, whatever CF it holds.',
  },
  '8.42': {
    title: 'Attack Sequence Chart',
    text: 'Each man\u2019s attacks fall in fixed sub-phases by how many he makes: 1 attack in sub-phase 3; 2 in 2 and 4; 3 in 1, 3 and 5; 4 in 1, 2, 4 and 5; 5 in all five.',
  },
  '8.43': { title: 'Five at most', text: 'Never more than five attacks in a phase.' },
  '8.44': {
    title: 'Order of one\u2019s attacks',
    text: 'A man\u2019s attacks go in the order he wrote. CF lost in the middle of the phase may cancel some, but the sub-phases stay where they were.',
  },
  '8.45': {
    title: 'Same sub-phase',
    text: 'When both strike in one sub-phase, the attack with more CF goes first; equal attacks land together and neither weakens the other.',
  },
  '8.46': {
    title: 'Damage at once',
    text: 'What a blow does counts straight away, even against the other\u2019s blow in the same sub-phase.',
  },
  '8.461': {
    title: 'CF lost mid-phase: attacks',
    text: 'CF lost to a blow come off the loser\u2019s next attacks still to be made this phase; one cut to 0 or less is cancelled. The sequence does not change.',
  },
  '8.462': {
    title: 'CF lost mid-phase: defence',
    text: 'What the attacks cannot absorb comes off the defence of the next body area attacked, and may take it below 0.',
  },
  '8.463': {
    title: 'CF lost at the end',
    text: 'If no attack follows, the man simply starts the next phase on his new CF.',
  },
  '8.5': {
    title: 'Resolving an attack',
    text: 'An attack needs at least 1 CF. The defence on that area is taken from the attack: the difference is the net attacker advantage (NAA), the column of the Combat Results Table; three dice give the row.',
  },
  '8.51': { title: 'Advantage below 0', text: 'Use column 0 and take 1 off the roll for every point below 0.' },
  '8.52': {
    title: 'Advantage above 5',
    text: 'Use column 5 and add 1 to the roll for every point above 5. Past 18 the H result keeps growing: 19 is H+8, 20 is H+9 and so on.',
  },
  '8.6': {
    title: 'Combat results',
    text: 'M: a wild miss, the attacker\u2019s remaining attacks are cancelled and one die comes off his defence against the next blow. —: no effect. S: shield hit, roll for shield damage. S*: shield edge hit, shield damage +1 and a check to drop the shield. P: parried by the weapon, which may be dropped. P*: weapon and shield both parry, and the weapon may be dropped. H: body hit, roll for wounds; H+#: the same with # added. A man lacking the shield or weapon a result needs takes P or H instead.',
  },
  '9': { title: 'Wounds', text: 'How a body hit becomes wounds, criticals and lost CF.' },
  '9.1': {
    title: 'Wound and Stun Severity Table',
    text: 'On any H, three dice (plus the # of H+#, less armour) give the wounds: 8 or less none, 9-10 one, 11-12 two, 13-14 three, 15 four, 16 five, 17 six, 18 seven, 19 or more a kill. The stun column is read with two dice (collisions, 7.52).',
  },
  '9.2': { title: 'Armour', text: 'Armour on the area struck lowers the wound roll.' },
  '9.21': { title: 'Armour quality', text: 'Full armour takes 8 off the wound roll for A, 6 for B, 3 for C.' },
  '9.22': {
    title: 'Partial armour',
    text: 'Armour with a digit (5-9) covers only part of the area: two more dice are rolled, and only a roll at or under the digit strikes the armour.',
  },
  '9.3': { title: 'Wound effects', text: 'Wounds are checked off the area\u2019s boxes from the top number down.' },
  '9.31': {
    title: 'Wounds cost CF',
    text: 'The first box checked in each CF category of an area lowers the CF by that category\u2019s penalty for the rest of the match, so the first wound anywhere always costs 1 CF. (How the boxes group into categories is a ruling; see the option \u2018wound categories\u2019.)',
  },
  '9.32': { title: 'Death', text: 'A man with every box of one body area checked is dead.' },
  '9.33': {
    title: 'CF at 0',
    text: 'A man can be alive on 0 CF. He cannot attack unless his positional bonus lifts him above 0 for the phase, and then that bonus may only attack, never defend.',
  },
  '9.34': {
    title: 'CF below 0',
    text: 'A living man whose CF is below 0 makes every attack on him easier: the amount below 0 is added to each CRT roll against him.',
  },
  '9.35': { title: 'Criticals and CF', text: 'ST or AG lost to a critical hit does not lower the CF further.' },
  '9.36': {
    title: 'Knocked out',
    text: 'A man whose CF, less his stun, falls to 0 or less faints and falls prone where he stands. (11.4 says below 0; see the option \u2018unconscious at\u2019.)',
  },
  '9.4': {
    title: 'Critical hits',
    text: 'Whenever a blow wounds, two more dice are rolled on the Critical Hit Table for the area struck, +1 for each wound beyond the first.',
  },
  '9.5': {
    title: 'Critical results',
    text: '1 one more wound; V sight blocked, -1 CF; S stun of two dice less CON (at least 1); H helmet lost (or 3xM with no helmet); 2x and 3x double or triple the wounds; M a mortal wound, he dies after the match; K killed outright; ST and AG lose 1 of that rating; LMP one moving phase fewer each turn; STU may stumble when leaving his hex; SA a cut artery, one more wound to the area after every later phase; WD and SD drop the weapon or shield.',
  },
  '9.51': { title: 'Criticals add up', text: 'The same critical twice counts twice: two STU results roll two dice.' },
  '9.52': { title: 'ST and AG losses', text: 'Losing ST or AG does not take the CF down any further.' },
  '10': { title: 'Shield damage', text: 'How shield hits wear a shield out.' },
  '10.1': { title: 'Shield strength', text: 'Every shield, large or small, starts the match with 17 damage boxes.' },
  '10.2': {
    title: 'Damage roll',
    text: 'On S or S* (not from a net) the attacker rolls three dice and adds his ST and the CF of the attack (+1 for S*). Equal to the number in the rightmost open box: that box is checked.',
  },
  '10.21': { title: 'Higher', text: 'Above it: one box plus one for every point over is checked.' },
  '10.22': { title: 'Lower', text: 'Below it: the shield holds.' },
  '10.23': {
    title: 'What counts',
    text: 'CF from positional advantage count in the attack\u2019s CF here; the bonus for a defender below 0 CF (9.34) does not.',
  },
  '10.3': {
    title: 'Ruined shield',
    text: 'When the last numbered box is checked, the shield is useless and thrown down. A blow that runs past it into the P or H box also counts as that result. (See the option \u2018shield overflow hits\u2019.)',
  },
  '11': { title: 'Stun', text: 'A passing daze that lowers the CF until shaken off.' },
  '11.1': { title: 'Where stun comes from', text: 'From losing a collision (7.52) or from a critical S (9.5).' },
  '11.2': {
    title: 'Stun lowers CF',
    text: 'Each stun factor takes 1 CF off for as long as it lasts. The CF itself is not changed: the stun is kept apart and taken off before allocating.',
  },
  '11.3': { title: 'Stun mid-phase', text: 'Stun from a critical works at once, like CF lost to wounds (8.46).' },
  '11.4': {
    title: 'Stunned senseless',
    text: 'A man whose stun takes his CF for the phase below 0 faints and falls prone (see 9.36 and the option \u2018unconscious at\u2019). He writes no orders while out.',
  },
  '11.5': {
    title: 'Shaking off stun',
    text: 'After movement, a man holding stun from before this phase\u2019s collision rolls a die: his CON less (the roll - 1) is how many stun factors he sheds.',
  },
  '11.51': { title: 'No luck', text: 'If that comes to 0 or less, nothing changes.' },
  '11.52': { title: 'Only old stun', text: 'He never sheds more than he held at the start of the phase.' },
  '12': { title: 'Losing and recovering weapons and shields', text: 'Drops, throws, pick-ups and kicks.' },
  '12.1': {
    title: 'Shield drop',
    text: 'After an S* (not from a net), the defender rolls three dice less the attacker\u2019s ST and the NAA: 0 or less and he drops his shield. Criticals and collisions can also make him drop it.',
  },
  '12.2': {
    title: 'Weapon drop',
    text: 'After a P or P* (not from a net), the defender rolls three dice less the attacker\u2019s ST, the NAA, and the CF he has lost to arm wounds: 0 or less and his weapon falls. Without a weapon a man cannot attack.',
  },
  '12.3': {
    title: 'Which CF count',
    text: 'In both drop rolls the attack\u2019s CF are net of the defence, positional bonus and a weak defender\u2019s bonus included.',
  },
  '12.4': { title: 'Where it falls', text: 'A dropped item lands up to five hexes from its owner.' },
  '12.41': { title: 'Direction', text: 'One die: 1 the front hexside, then clockwise round the man.' },
  '12.42': { title: 'Distance', text: 'Another die, less 1, is how many hexes away; 0 means in his own hex.' },
  '12.43': {
    title: 'Marking it',
    text: 'A marker shows the item where it fell; a ruined shield lies battered side up.',
  },
  '12.5': {
    title: 'Throwing',
    text: 'A man may throw his own weapon or shield at any moment of combat, even after sub-phase 5 (not while in a net): he picks the direction and a die, without the -1, gives the distance. It costs no CF.',
  },
  '12.51': {
    title: 'A thrown shield',
    text: 'If it lands on a man it attacks his head on the stun column with -1; anywhere else it does nothing.',
  },
  '12.52': {
    title: 'A thrown weapon',
    text: 'If it lands on a man it attacks on column 0 of the CRT (a whole trident on column 5), with positional advantage.',
  },
  '12.53': {
    title: 'Defence still counts',
    text: 'The victim\u2019s defence on the area struck counts, even if that area was already attacked.',
  },
  '12.6': {
    title: 'Recovering items',
    text: 'An item in or next to one\u2019s hex may be picked up, even with an enemy there, unless both hands are full. Never more than two items, and a Retarius holding his net may not take a shield.',
  },
  '12.61': {
    title: 'Recovery roll',
    text: 'One attempt a phase: a die plus modifiers, 0 or less succeeds. Worse with the opponent near (+3 in the hex, +2 next to it), the item next door (+1), moving off (+1), quick (+1), charging (+2), stumbling (+4), after a collision (+4), in a net (+6), stunned (+1 each), heavy (+1); better when light (-1), kneeling (-2), for a net (-3), with a written R (-6), and by AG.',
  },
  '12.62': {
    title: 'Where the opponent counts',
    text: 'Tried after moving: the opponent counts where he ended. Tried before leaving the hex: where he was most dangerous during the phase.',
  },
  '12.63': {
    title: 'Using it at once',
    text: 'A weapon picked up this phase attacks at half CF (rounded down); it defends in full.',
  },
  '12.64': { title: 'Next phase', text: 'From the next phase it attacks at full strength.' },
  '12.7': {
    title: 'Kicking',
    text: 'A man in the same hex as an item may kick it with a written (K#), # being the hexside (12.41), unless he stepped back into that hex. One kick a phase.',
  },
  '12.71': {
    title: 'Kick roll',
    text: 'One die, less 1 for every action in the order (at least 2: the standard action and the kick). What is left above 0 is how far the item flies.',
  },
  '12.72': { title: 'Missed kick', text: '0 or less: the item stays put.' },
  '13': { title: 'Kneeling', text: 'The half-way posture between prone and standing.' },
  '13.1': {
    title: 'Getting up',
    text: 'After falling prone, the first phase he moves a man must kneel (KN) or roll (RO); he must kneel before standing. From kneeling he may do anything but roll.',
  },
  '13.2': {
    title: 'Hitting a kneeling man\u2019s legs',
    text: 'Attacks on his legs are at half CF (rounded down, and 1 becomes \u00bd on column 0).',
  },
  '13.3': { title: 'Attacking from the knees', text: 'A kneeling man attacks at half CF.' },
  '14': { title: 'Stumbling', text: 'Tripping, and the fall that may follow.' },
  '14.1': {
    title: 'Stumble after a collision',
    text: 'The loser of a collision (and a man struck by some net attacks) rolls a die less his stun: 0 or less and he must stumble (S) next phase, moving or not.',
  },
  '14.2': {
    title: 'Stumble stepping back',
    text: 'Moving backwards into a hex holding an item or a prone body: two dice, less stun, less 1 per hex sidestepped back and 2 per hex straight back. 1 or less is a stumble. Being pushed out of a collision counts as straight back.',
  },
  '14.3': {
    title: 'Falling',
    text: 'At the start of a stumble phase: two dice plus AG. 7 or less and he falls prone.',
  },
  '14.4': {
    title: 'Stumbling but up',
    text: 'If he keeps his feet he still has 2 CF fewer in that phase\u2019s combat.',
  },
  '14.5': { title: 'Easy target', text: 'Attacking a stumbling man earns +2 positional advantage (+4 if he fell).' },
  '14.6': {
    title: 'Stumble and the turn plot',
    text: 'A stumble does not use a moving phase unless a turn is written with it.',
  },
  '15': { title: 'Prone', text: 'A man on the ground.' },
  '15.1': {
    title: 'Falling down',
    text: 'A fallen man lies flat in his hex: still facing the same way if his last step was backwards, turned to face his rear if it was forwards.',
  },
  '15.2': { title: 'Down for the phase', text: 'He stays down for the rest of the phase he fell in.' },
  '15.3': { title: 'No attacks', text: 'A prone man cannot attack.' },
  '15.4': { title: 'Weak defence', text: 'His defence counts half (rounded down).' },
  '15.5': { title: 'Easy target', text: 'Attacking a prone man earns +4 positional advantage.' },
  '15.6': {
    title: 'Helpless',
    text: 'A prone man who may not move this phase surrenders if an adjacent opponent who has him in front makes an attack that beats his defence. In the Advanced Game the crowd decides instead (19).',
  },
  '15.7': { title: 'Next order', text: 'If he lives through the phase, his next standard action must be KN or RO.' },
  '16': { title: 'Endurance', text: 'Tiring: CF lost to exertion as the match drags on, for the rest of the match.' },
  '16.1': {
    title: 'Exertion',
    text: 'The longer the fight, the likelier a man loses CF to fatigue; the loss lasts the match.',
  },
  '16.2': { title: 'When', text: 'Checked at the start of every turn from turn 2 on.' },
  '16.3': {
    title: 'Endurance roll',
    text: 'A die plus the turn number less CON, -1 for a light man, +1 for a heavy one: 6 or more costs 1 CF.',
  },
  '16.4': {
    title: 'Pushing beyond the allowance',
    text: 'A man may move in one phase more than his move allows this turn. He then rolls endurance as if a turn later, and next turn his allowance is 2 phases smaller.',
  },
};
