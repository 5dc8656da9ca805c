/**
 * Glory in the Arena's rules help: each section as Ludus numbers it (tables.ts RULE), summarised in our own words,
 * with the house rulings (6.x) where the text says nothing; a short glossary and the notes a first match shows.
 */
import type { GameHelp, RuleSummary } from '../../core/help.js';

const RULES: Readonly<Record<string, RuleSummary>> = {
  '1': {
    title: 'The gladiators',
    text: 'Each man has strength, agility, a movement rate and a row of damage boxes, made at the start from dice or from a sheet you fill in.',
  },
  '1.1': {
    title: 'Strength',
    text: 'One die: a 1 or 2 makes strength 1, 3 to 5 makes 2, a 6 makes 3. A man with a net (a Retarius) can have no more than 2.',
  },
  '1.2': {
    title: 'Agility',
    text: 'One die: 1 to 3 makes agility 1, a 4 or 5 makes 2, a 6 makes 3. A Retarius needs at least 2.',
  },
  '1.3': {
    title: 'Damage boxes',
    text: 'A die plus strength, plus one box for each armour piece he wears: helmet (either kind), body, arm and leg armour.',
  },
  '1.4': {
    title: 'Movement rate',
    text: 'Strength plus agility, one less for arm armour, for a closed helmet and for leg armour; never under 2.',
  },
  '1.5': {
    title: 'Equipment',
    text: 'Helmet or closed helmet, body, arm and leg armour, shield, sword or spear, and the net. Chosen on a sheet, rolled on a die for a type of fighter (a Ludus table), or picked by each player for his own man once his strength and agility are rolled, in secret until all have chosen.',
  },
  '2': { title: 'The turn', text: 'Initiative, then each group in order says what its men will do and does it.' },
  '2.1': {
    title: 'Initiative',
    text: 'Every man still fighting rolls a die and adds his agility. The highest go first; men with the same total act at the same time.',
  },
  '2.2': {
    title: 'Announcing the move',
    text: 'A man says he stands still, advances, or advances and attacks a named foe. Men of the same group say it in secret and all are revealed together.',
  },
  '2.3': {
    title: 'Moving',
    text: 'Stepping into the hex he faces costs one point of movement; he cannot enter a hex someone stands in, nor leave the arena.',
  },
  '2.4': {
    title: 'Facing',
    text: 'Turning one hexside costs a point. A man without a helmet turns one hexside free in each hex he stands in.',
  },
  '2.5': {
    title: 'Too far to strike',
    text: 'A man who enters more than four hexes in his move may defend himself but may not attack that turn.',
  },
  '2.6': {
    title: 'Coming to blows',
    text: 'An attack is fought when the attacker ends his move with the foe in one of the three hexes in front of him.',
  },
  '3': {
    title: 'Melee',
    text: 'Both men roll two dice and add their modifiers; the difference of the totals is looked up on the result table.',
  },
  '3.1': {
    title: 'The melee roll',
    text: 'Attacker and defender each roll two dice; the higher total wins by the difference.',
  },
  '3.2': {
    title: 'Modifiers',
    text: 'Plus one each for a shield, an open helmet, leg, arm and body armour, a net in hand, and a spear facing a sword; plus two for a closed helmet; minus one for every hit taken.',
  },
  '3.3': {
    title: 'Where the blow comes from',
    text: 'The defender adds a value for the side of his hex the attacker stands on: +2 in front, +1 on a front flank (0 without a shield), 0 on a rear flank (-1 without a shield), -1 from behind. The text lost its diagram; these are Ludus values.',
  },
  '3.4': { title: 'Agility', text: 'The more agile man adds the difference between the two agilities.' },
  '3.5': {
    title: 'The result table',
    text: 'By 0 or 1 the two are locked together until next turn. From 2 up the loser backs away, one hex and then two; the winner stands, steps after him or keeps contact; from 4 up blows land, on the loser and from 5 on the winner too; at 9 the loser also goes down; at 10 or more he falls with a mortal wound and dies within a die roll of turns.',
  },
  '3.6': {
    title: 'Equal totals',
    text: 'On an exact tie each man rolls a die: a 6 drops his weapon, a 1 costs a Retarius his net and anyone else his shield.',
  },
  '3.7': {
    title: 'Picking a weapon up',
    text: 'A man without a weapon may spend one point of movement to take up one lying in his hex.',
  },
  '3.8': {
    title: 'Fighting without a weapon',
    text: 'Whoever attacks a man who has lost his weapon adds one more to his roll.',
  },
  '4': { title: 'Damage', text: 'Each hit crosses off a box.' },
  '4.1': { title: 'Hits', text: 'A hit crosses off one damage box and costs one on every later melee roll.' },
  '4.2': {
    title: 'Slowed by wounds',
    text: 'From the second hit on, his movement is half, rounded down, and never under 2.',
  },
  '4.3': { title: 'Falling', text: 'With no boxes left a man falls and lies helpless.' },
  '4.4': {
    title: "The crowd's verdict",
    text: 'A helpless man is judged on the spot. By default a die decides: 4 or more and he is spared and carried out alive, otherwise he is killed. Options make the crowd always merciless or always merciful. Either way he is out of the fight.',
  },
  '5': {
    title: 'The net',
    text: 'A Retarius may use his net on a foe two hexes away in front of him, to whip or to entangle.',
  },
  '5.1': { title: 'The whip', text: 'Fought as a melee, but the defender takes two off his roll.' },
  '5.2': {
    title: 'Entangling',
    text: 'Each rolls a die and adds agility. Higher for the Retarius and the foe is caught; if the foe rolls twice the Retarius or more, the net is lost.',
  },
  '5.3': {
    title: 'Breaking free',
    text: 'A caught man rolls a die plus strength plus agility and gets loose on 6 or more. He has this one chance in the match; caught and not loose, he is helpless and the crowd judges him.',
  },
  '6': {
    title: 'Ludus rulings',
    text: 'Points the text leaves open, decided by Ludus; each has an option for the other reading.',
  },
  '6.1': {
    title: 'Men meeting',
    text: 'Men of one group move a step at a time together. Two who step into the same hex both stop there; the option lets the more agile one through.',
  },
  '6.2': {
    title: 'Backing into someone',
    text: 'A beaten man backs straight away from the winner; if that hex is taken or outside the arena he stays put. The option lets him step back to one side instead.',
  },
  '6.3': {
    title: 'The turn limit',
    text: 'After the last turn the side with most men on their feet wins, then the one with most damage boxes left; otherwise a draw. The option makes any such end a draw.',
  },
  '6.4': { title: 'Getting up', text: 'A man knocked down spends his next move rising and does nothing else.' },
  '6.5': { title: 'Reach of the net', text: 'The net reaches a foe exactly two hexes away within the Retarius front.' },
};

export const GLORY_HELP: GameHelp = {
  rules: RULES,
  glossary: [
    { term: 'F', name: 'Forward', text: 'Step into the hex in front.', group: 'Moves', rule: '2.3' },
    { term: 'L', name: 'Turn left', text: 'Turn one hexside to the left.', group: 'Moves', rule: '2.4' },
    { term: 'R', name: 'Turn right', text: 'Turn one hexside to the right.', group: 'Moves', rule: '2.4' },
    { term: 'P', name: 'Pick up', text: 'Take up a weapon lying in the hex.', group: 'Moves', rule: '3.7' },
  ],
  resultGroups: {},
  walkthrough: {
    advance: {
      title: 'Moving',
      rule: '2.3',
      text: 'Give your steps: F forward, L and R to turn, P to pick up a weapon. Turns cost movement unless you have no helmet.',
    },
    attack: {
      title: 'Attacking',
      rule: '2.6',
      text: 'End your move with the foe in one of your three front hexes, having entered four hexes or fewer. He defends best in front: go for his side or back.',
    },
  },
};
