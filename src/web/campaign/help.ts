/**
 * The campaign's rules help: GLADIATOR's (rules 1-20, its matches are GLADIATOR matches) with chapters 21 and 22
 * summarised in our own words, and notes for the first time each kind of campaign decision comes up.
 */
import type { GameHelp, RuleSummary } from '../../core/help.js';
import { GLADIATOR_HELP } from '../../games/gladiator/help.js';

const CAMPAIGN_RULES: Readonly<Record<string, RuleSummary>> = {
  '21': {
    title: 'Experience (the Campaign Game)',
    text: 'One gladiator carried from match to match: he earns experience points, spends them on better figures, and heals between fights.',
  },
  '21.1': {
    title: 'Why experience',
    text: 'A man who fights hard and survives gets better; experience points measure how much.',
  },
  '21.2': {
    title: 'Points for fighting',
    text: 'A man who lives takes the CF he put into attacks over the match, less the CF he spent on defence, and earns a third of it (fractions dropped, never below nothing).',
  },
  '21.21': { title: 'Spared by the crowd', text: 'A man granted mercy (Missus) earns 5 more points.' },
  '21.22': { title: 'A kill', text: 'A man who kills his opponent earns 10 more points.' },
  '21.23': { title: 'Opponent spared', text: 'A man whose opponent is granted mercy earns 15 more points.' },
  '21.24': {
    title: 'Slow kill bonus',
    text: 'A kill made by wearing one body area down over two or more attacks: 20 points in turn 1, 15 in turn 2, 10 in turn 3, 5 in turn 4, then nothing.',
  },
  '21.25': {
    title: 'Fast kill bonus',
    text: 'A kill made by the first wounding blow to that body area: 12 points in turn 1, 9 in turn 2, 6 in turn 3, 3 in turn 4, then nothing.',
  },
  '21.3': {
    title: 'Buying improvements',
    text: 'Points may be saved or spent after a match, each purchase adding one point for good: Training 25, Agility 35, Strength 35, Constitution 50, one wound box in every area 50.',
  },
  '21.4': {
    title: 'Healing',
    text: 'Wounds always heal before the next match, but each wounded area rolls two dice less the wounds it took: a 1 or less leaves a lasting loss, as large as the roll missed by.',
  },
  '21.41': { title: 'Head healed badly', text: 'The loss comes off Constitution.' },
  '21.42': { title: 'Chest or groin healed badly', text: 'The loss comes off the Wound rating.' },
  '21.43': { title: 'Arms healed badly', text: 'The loss comes off Strength.' },
  '21.44': { title: 'Legs healed badly', text: 'The loss comes off Agility.' },
  '21.5': {
    title: 'Arranging the matches',
    text: 'Each match pits your man against a new one rolled up as in the Basic Game. If he dies, a new man takes his place and the campaign goes on.',
  },
  '21.6': {
    title: 'Winning the campaign',
    text: 'Ten victories with one man win. Should the tenth victory also bring him a mortal wound, he dies free and the win still counts.',
  },
  '22': {
    title: 'Owning gladiators',
    text: 'Players are Roman owners with stables and purses; the richest, not the best fighter, wins.',
  },
  '22.1': {
    title: 'The money game',
    text: 'Stables, purses and wagers on each fight: a campaign won with money.',
  },
  '22.2': {
    title: 'Stables and purses',
    text: 'Every owner starts with five men rolled up as in the Basic Game and 10,000 sesterces.',
  },
  '22.3': {
    title: 'Who fights',
    text: 'Before each match every owner rolls three dice; the two highest each put up a man. The higher picks first and picks the arms, sword or trident; the other takes the arm left over or the short sword, so two Retarii never meet.',
  },
  '22.4': {
    title: 'The auction',
    text: 'For each man lost in a match a school offers a new one, sold to the highest bidder, who pays the school.',
  },
  '22.5': {
    title: 'Wagers',
    text: 'The two fighting owners must bet on their own men: 100 sesterces at even odds, and each step of better odds offered (2, 3, 4, 5 to 1) doubles the least the other must stake, up to 1,600. Other bets between owners are free.',
  },
  '22.6': {
    title: 'Out of the game',
    text: 'An owner who cannot cover the least wager, or has no living man, is out.',
  },
  '22.7': {
    title: 'The Emperor’s Champion',
    text: 'An owner whose man wins his freedom is paid 10,000 sesterces.',
  },
  '22.8': {
    title: 'Winning the league',
    text: 'After the matches agreed on, the richest owner wins; or the last owner still able to wager, with a stable of at least five men.',
  },
};

export const CAMPAIGN_HELP: GameHelp = {
  ...GLADIATOR_HELP,
  rules: { ...GLADIATOR_HELP.rules, ...CAMPAIGN_RULES },
  walkthrough: {
    buy: {
      title: 'Improving your man',
      rule: '21.3',
      text: 'Spend his experience now on a lasting point, or keep it for something dearer later. When you are done, send him to his next match.',
    },
    fighter: {
      title: 'Putting up a man',
      rule: '22.3',
      text: 'Pick one of your fit men and his arms. The table shows which arms you may take and why the others are closed.',
    },
    wager: {
      title: 'The mandatory wager',
      rule: '22.5',
      text: 'Choose a rung of the ladder: better odds make the other owner stake more, and cost you more if your man loses.',
    },
    bid: {
      title: 'The auction',
      rule: '22.4',
      text: 'Bid what the man is worth to you, no more than you have. Bids are secret: you see who has bid, and the amounts when he is sold.',
    },
  },
};
