/**
 * Gladiatori's rules help: every section as Ludus numbers it (tables.ts SECTION), summarised in our own words, with
 * the house readings where the text is silent; a glossary of the game's terms and the notes a first match shows.
 */
import type { GameHelp, RuleSummary } from '../../core/help.js';
import { SECTION } from './tables.js';

const RULES: Readonly<Record<string, RuleSummary>> = {
  '1': {
    title: 'Aim of the game',
    text: 'Each player is a gladiator after fame, counted in victory points (VP): honourable fighting earns them, cowardice and foul blows lose them.',
  },
  '1.1': {
    title: 'How long a game lasts',
    text: 'Six turns, or less if only one gladiator (or one team) is left standing.',
  },
  '1.2': {
    title: 'Who wins',
    text: 'Most VP wins; a team adds its members together. Equal VP: more hit points wins. Equal again: a shared victory.',
  },
  '2': {
    title: 'Character traits',
    text: 'A character is his deck of cards, three skills, two abilities and his powers. His cards are both his strength and his life.',
  },
  '2.1': {
    title: 'Action cards',
    text: 'Four green cards every player owns: Strength, Dexterity, Berserk and Movement. Each is an action, and also a reaction when attacked (Block, Parry, Oppose, Dodge). Each is worth 3 hit points.',
  },
  '2.2': {
    title: 'Energy cards',
    text: 'Red cards worth 0 or 1 energy. Laid on a Strength action (or a Block) they add their energy; kept in the hand they count toward Dexterity, where only their number matters. A 0-energy card is worth 1 hit point, a 1-energy card 2.',
  },
  '2.3': {
    title: 'Feint cards',
    text: 'A red card that turns an attack or a defence into a bluff, tiring the opponent for nothing. Worth 3 hit points.',
  },
  '2.4': {
    title: 'Special Move cards',
    text: 'Eight different moves, at most one card of each per player, laid on an action or a reaction. Ludus counts each as 2 hit points, the value on the one card pictured.',
  },
  '2.5': {
    title: 'Item cards',
    text: 'Weapons and armour adding to attack and defence; some can be thrown. Each is worth hit points too. The printed list of the 18 cards is missing: Ludus plays with its own set of 18, marked as its own, which a printed list can replace.',
  },
  '2.6': {
    title: 'Skills',
    text: 'Offense adds to an attack, Guard to a defence, Endurance recovers spent skill points and discarded cards at rest. Using one adds its present value, then it drops by one. Never above 9, save with Overskill.',
  },
  '2.7': {
    title: 'Abilities',
    text: 'Blood points re-use Action cards already on the table and power Berserk; Speed points give extra steps and help Dodge. Several may be spent at once. They come back only through Standby (or a power), never through Endurance.',
  },
  '2.8': {
    title: 'Powers',
    text: 'Nine special gifts, each usable once in the whole game, marked on the sheet and crossed out when used.',
  },
  '3': { title: 'Definitions', text: 'Words the rules use about position and about what a character can spend.' },
  '3.1': {
    title: 'Front and behind',
    text: 'The front is the three hexes ahead of the miniature, the one straight ahead being directly in front; behind is the other three, the one straight back being directly behind.',
  },
  '3.2': {
    title: 'Melee',
    text: 'Two miniatures next to each other, at least one of them having the other in front.',
  },
  '3.3': {
    title: 'Character Elements',
    text: 'Cards, skill points and ability points are Character Elements; cards and skill points alone are the primary ones. All red-backed cards are combat cards.',
  },
  '4': {
    title: 'Setting up',
    text: 'Each player takes a character and its deck; the first turn order is drawn by lot; everyone starts on 10 VP.',
  },
  '4.1': {
    title: 'Start hexes',
    text: 'In turn order each player puts his miniature on a free marked start hex, any way he likes; Ludus suggests facing the centre. An option hands the hexes out instead, for a quicker start.',
  },
  '4.2': {
    title: 'Free placement (optional)',
    text: 'Experienced players may start anywhere, as long as at least two empty hexes lie between them and every opponent.',
  },
  '4.3': {
    title: 'The VP track',
    text: 'Every marker starts on 10, stacked in turn order. The track also gives the order of play: fewest VP first, and on a tie the marker on top.',
  },
  '4.4': {
    title: 'The arena board',
    text: 'The printed board is missing from the text. Ludus uses a six-ring hexagonal arena of 127 hexes: the outer ring are partial hexes against the wall, which may be entered; four start hexes; gates to the left and right for the animals.',
  },
  '5': {
    title: 'The turn',
    text: 'Choose cards, fix the order, fight two combat rounds (the order fixed again before the second), rest, end the turn.',
  },
  '5.1': {
    title: 'Choosing cards',
    text: 'In secret, each player splits his deck: the cards he takes in hand give actions and energy, the rest form his hit-point deck. More power in hand means fewer hit points to lose.',
  },
  '5.2': {
    title: 'Player order',
    text: 'The player with the fewest VP goes first; on a tie the marker on top. A marker moved during the round sits beside the track until the round ends.',
  },
  '5.3': {
    title: 'The combat round',
    text: 'Each player in order does all seven steps. One action a round. An Action card acts once a turn (it is then turned sideways) but may react many times; playing it from the hand is free, using it again from the table costs Blood.',
  },
  '5.4': {
    title: 'Rest',
    text: 'Played Action cards go to the discard pile. A player may then use Endurance: it recovers as many primary Character Elements as its value (discarded cards to the deck, spent skill points up to their starting value, never Endurance itself), then drops by one.',
  },
  '5.5': {
    title: 'End of the turn',
    text: 'The hand goes back with the hit-point deck to make the deck for the next turn. The game ends after the sixth turn.',
  },
  '6': { title: 'Combat round steps', text: 'The seven steps each player does in his combat round.' },
  '6.1': {
    title: 'Extra movement',
    text: 'Each Speed point spent moves the miniature one more hex, as a Movement action does.',
  },
  '6.2': {
    title: 'Action',
    text: 'Play an Action card face down from the hand to the right of those already out, or re-use an upright one from the table for Blood: 1 for the rightmost, 2 for the next, and so on. Or pass. Nothing left to play means passing, and a passing player is Passive.',
  },
  '6.3': {
    title: 'Cards on the action',
    text: 'Face-down combat cards may go on the action: energy for Strength, special moves for their effects.',
  },
  '6.4': {
    title: 'Fight declaration',
    text: 'Attack an opponent, help an ally, or neither. With Sweep the card is shown at once and the targets named.',
  },
  '6.5': {
    title: 'Helping an ally',
    text: 'In melee with the same opponent as an ally, work out a Final Attack Value as if attacking; every full 4 points give the ally +1 on his next attack or defence against that opponent. Not from behind the opponent; unused by the next action, it is lost.',
  },
  '6.6': {
    title: 'Reaction',
    text: 'The attacked player may react with an Action card from the hand or one already on the table, upright or turned, paying Blood by position as for an action. The card decides the reaction: Block, Parry, Oppose or Dodge. He may pass instead and be Passive.',
  },
  '6.7': {
    title: 'Cards on the reaction',
    text: 'A reacting player may lay face-down combat cards on his reaction: energy for a Block, special moves.',
  },
  '6.8': {
    title: 'Action resolution',
    text: 'A declared fight is resolved; otherwise the action is shown and carried out. Then skills, abilities and powers used are marked, new status markers take effect, combat cards go to the discard pile, and Action cards stay out until the turn ends.',
  },
  '7': {
    title: 'Fight resolution',
    text: 'The attacker shows his cards and announces his Final Attack Value, then the defender his Final Defence Value; how they were reached stays secret.',
  },
  '7.1': {
    title: 'Final Attack Value',
    text: 'The action bonus (Strength, Dexterity or Berserk), item attack bonuses, Offense if used, an ally bonus, status penalties, special moves and powers. It must be at least +1 or the attack comes to nothing.',
  },
  '7.2': {
    title: 'Final Defence Value',
    text: 'The reaction bonus (Block, Parry, +5 for Oppose, the Speed bonus of a Dodge), +5 for a matching card, item defence bonuses (not against a net, not with Dodge), Guard if used, an ally bonus, status penalties, -3 when struck from behind, special moves and powers. It may be below zero.',
  },
  '7.3': {
    title: 'Feint',
    text: 'Once the values are known the attacker, then the defender, may play a feint: his action or reaction is undone and nothing it used is spent but the feint itself. Speed spent moving and Blood spent re-using a card stay spent.',
  },
  '7.4': {
    title: 'Damage',
    text: 'If attack beats defence, the wound is 1 plus half (rounded down) of the cards the attacker played, his Action card counted even when re-used.',
  },
  '7.5': {
    title: 'Damage bonus (optional)',
    text: 'One more damage point for every full 3 points by which attack beats defence.',
  },
  '7.6': {
    title: 'Injuries and death',
    text: 'The wounded player removes cards from his hit-point deck and items from play whose hit points cover the damage; no change is given. The colour cover card is always last, worth 1; losing it kills him whatever he holds in hand.',
  },
  '8': {
    title: 'The actions',
    text: 'Standby, Strength, Dexterity, Movement and Berserk, and the reaction each card gives.',
  },
  '8.1': {
    title: 'Standby',
    text: 'Instead of acting, lay an Action card turned sideways and face down (a new one or an upright one from the table): it does nothing more this turn, and 3 Character Elements come back (cards from the discard pile, ability or skill points).',
  },
  '8.2': {
    title: 'Strength',
    text: 'Attack the hex straight ahead, +1 for each energy on the cards laid on it. As Block, add that energy against one attack from the front three hexes.',
  },
  '8.3': {
    title: 'Dexterity',
    text: 'Attack the hex straight ahead, + half the cards in the hand (rounded down), whatever they are. As Parry, add the same against one attack from the front three hexes.',
  },
  '8.4': {
    title: 'Movement',
    text: 'Move 1 to 3 hexes in any direction, never into an occupied hex, turning a hexside after each hex; partial hexes count. One point may instead turn the miniature one or two hexsides. As Dodge, against any attack not from directly behind: the Final Attack Value is halved (rounded down), item defence does not count, and each Speed point spent gives +2, at most +4, decided after seeing the attack.',
  },
  '8.5': {
    title: 'Berserk',
    text: 'Attack the hex straight ahead, +2 for each Blood point spent, at most +6. As Oppose, +5 against one attack from the front three hexes.',
  },
  '8.6': {
    title: 'Matching cards',
    text: 'A defender who reacts with the same card type the attacker used gets +5.',
  },
  '9': {
    title: 'Items',
    text: 'Each player starts with two items, dealt by auction, draft or selection after creation.',
  },
  '9.1': {
    title: 'Limits on items',
    text: 'Two at most, and never two with the same symbol: helmet, shield, spear (a trident bears the spear symbol). If it happens anyway one leaves the game. A player with no weapon fights with a dagger, at no penalty.',
  },
  '9.2': {
    title: 'Auction',
    text: 'Items are shown one at a time, two per player in all. Everyone bids energy cards in secret; most energy wins, then most cards; still tied, the item leaves the game. Winning bids are set aside and go to the discard pile when the auctions end. More than two items won: the extra go.',
  },
  '9.3': {
    title: 'Draft',
    text: 'Two cards per player and one more lie face up. From a player drawn by lot, each picks one going round; the last to pick picks again and the round runs back. The card left over leaves the game.',
  },
  '9.4': {
    title: 'Selection',
    text: 'Each player names his two items from the whole deck; an item wanted by several goes to one of them by lot. Pre-made characters choose among their preferred kinds only.',
  },
  '9.5': {
    title: 'Throwing weapons',
    text: 'A weapon with the throwing mark may be thrown at a target in the front area whose hex no fighter on his feet hides, even in part (only the net may be thrown from melee): its attack bonus counts double, -1 for each hex beyond the first (-2 for the net), and it is gone afterwards.',
  },
  '9.6': {
    title: 'The net',
    text: 'Declared as the attack; the target loses his item defence. A hit wounds nobody but lays 3 Trapped markers. Used next to the target it stays in hand, as long as the thrower stays next to him while he is trapped.',
  },
  '10': {
    title: 'Special moves',
    text: 'Cards laid on an action or a reaction; any number of different ones, each once. Their marks: needs movement (not trapped or face down), attack only, defence only, melee only (not with a thrown weapon).',
  },
  '10.1': {
    title: 'Sweep',
    text: 'Attack up to three opponents in three neighbouring hexes that include the one straight ahead: +1 against the first, -3 the second, -7 the third. A friend in the way may be struck. The sweeper takes an Unbalanced marker after his round.',
  },
  '10.2': { title: 'Sacrifice', text: 'Remove one card in hand from the game for +3 on this attack or defence.' },
  '10.3': {
    title: 'Acrobatic Strike',
    text: '+3 to this attack or defence; an Unbalanced marker for the user after his round.',
  },
  '10.4': {
    title: 'Overskill',
    text: 'Up to +5 on one skill, past 9 if need be but never more than three times its present value; the bonus lasts until the end of the turn or the skill is used, which then falls to 0. A card won back in the same turn may raise a skill again: each bonus is kept apart, and on a skill already raised the three-times limit counts the skill without its earlier bonus (an option counts it as raised).',
  },
  '10.5': {
    title: 'Rage',
    text: 'At the resolution, the Rage card may be swapped for a card from the discard pile or the hit-point deck, which works at once.',
  },
  '10.6': {
    title: 'Break Item',
    text: 'Attack one named item of the target. If the attack succeeds, its damage goes to the item: as much as the item\u2019s hit points destroys it, less damages it (bonuses and hit points halved); damaged twice, it is destroyed.',
  },
  '10.7': {
    title: 'Unbalancing Strike',
    text: 'With an attack on one target or with a defence: whatever the fight\u2019s result, the opponent spends 2 Character Elements or takes an Unbalanced marker (a second one puts him face down).',
  },
  '10.8': {
    title: 'Reflex',
    text: 'After the resolution, a free move as a Movement action gives, more with Speed points. Attacker before defender; in a Sweep, defenders in the order they were struck.',
  },
  '11': {
    title: 'Powers',
    text: 'Each used once a game, announced when used; they share the special moves\u2019 marks.',
  },
  '11.1': {
    title: 'Lunge',
    text: 'Discard cards from the hand unused for +2 attack each, at most +6; announced with the attack, before the defence is known.',
  },
  '11.2': { title: 'Stand up!', text: 'Remove every Trapped and Unbalanced marker, at any moment of your own round.' },
  '11.3': {
    title: 'Unbeatable',
    text: 'On dying, fight on until one more full round is done, with +4 on the next attack or defence. Hit again, he dies at once; only the first killer scores.',
  },
  '11.4': {
    title: 'Leap',
    text: 'Each hex entered before the attack gives +2 attack or +1 damage (at most +6 or +3), mixed as you like; announced with the attack.',
  },
  '11.5': {
    title: 'Deep Wounds',
    text: 'Take up to -3 on the attack to add as much to the damage; announced with the attack; a Sweep applies it to every target.',
  },
  '11.6': {
    title: 'Wrestling',
    text: 'Announced with the attack: after the fight, win or lose, move the target from your front to any free hex next to him; he takes an Unbalanced marker. Not against a face-down or trapped target.',
  },
  '11.7': { title: 'Adaptation', text: 'Move up to 3 cards between hand and hit-point deck, at any moment.' },
  '11.8': {
    title: 'Delay',
    text: 'At the start of a round, take another place in the order; or at any moment, +3 defence until the round ends.',
  },
  '11.9': { title: 'Resistance', text: 'Recover 3 Character Elements, at any moment.' },
  '12': { title: 'Status', text: 'Passive, Normal, Trapped and Face-down, and the markers that make them.' },
  '12.1': {
    title: 'Passive',
    text: 'A player who passes or has no card to act or react with, or a defender struck from behind (directly behind for a Dodge), is Passive: no action, reaction, cards, abilities or powers; his skills and item bonuses still defend him.',
  },
  '12.2': {
    title: 'Trapped',
    text: 'While any Trapped marker remains: -3 to attack and defence, no Parry, Dodge or Block (Oppose works), no moving, only one hexside turn a round for a movement point, nothing that needs movement. Each marker comes off for 2 Character Elements in his round.',
  },
  '12.3': {
    title: 'Face-down',
    text: 'A second Unbalanced marker puts him down: -5 to attack and defence, only Block as reaction, no moving but one hexside turn a round, nothing that needs movement. Both markers must go (2 Character Elements each) before he stands. A face-down character takes no more Unbalanced markers.',
  },
  '13': {
    title: 'Simplified, Light and Normal games',
    text: 'To learn: pre-made characters, the first turn without special moves or powers (Simplified); special moves join from the second turn (Light); powers from the third (Normal).',
  },
  '14': {
    title: 'Victory points',
    text: 'Scored at once as they happen. A player may surrender in his round before using his Action card.',
  },
  '14.1': {
    title: 'VP during play',
    text: '+2 for each attack with a positive value on opponents\u2019 fronts, +1 a damage point paid by an enemy struck in front, +3 for first blood (not on animals, allies, from behind or by net), +6 for a killing blow. From behind: -3 an attack, -2 a damage point, -12 for a kill. -2 for fleeing two hexes or more from an opponent without nearing another; -3 for turning your back on one without facing another.',
  },
  '14.2': { title: 'VP bonuses', text: '+5 for surviving to the end; -15 for surrendering.' },
  '14.3': {
    title: 'Team games',
    text: 'A team scores the sum of its members. Two against one: the pair takes -10. VP may go below zero.',
  },
  '15': {
    title: 'Campaign games',
    text: 'A gladiator kept from game to game earns experience, which buys coins for his next creation.',
  },
  '15.1': {
    title: 'Experience',
    text: 'Each full 10 VP at the end earns one experience point (each -10 loses one); a win earns one more, for each member of a winning team.',
  },
  '15.2': {
    title: 'Wounded',
    text: 'Killed in a game with his hit points at -4 or above, he was only knocked out and fights again next time.',
  },
  '15.3': { title: 'Death', text: 'At -5 hit points or lower he is dead, and his campaign is over.' },
  '15.4': {
    title: 'Coins from experience',
    text: 'Every two experience points give one more coin for his next creation.',
  },
  '16': {
    title: 'Character creation',
    text: 'Buy skills, abilities, energy and feint cards, special moves and powers with coins; then deal the items.',
  },
  '16.1': {
    title: 'Coins',
    text: '55 coins each, or another sum the players agree to even out a match (70 for the lone player against a pair is the suggestion). Coins not spent are lost.',
  },
  '16.2': {
    title: 'Skill costs',
    text: 'Each skill starts between 3 and 9: 3 coins for 3, 4 for 4, 6 for 5, 8 for 6, 10 for 7, 13 for 8, 16 for 9.',
  },
  '16.3': { title: 'Ability costs', text: 'Blood and Speed cost a coin a point; each starts between 3 and 9.' },
  '16.4': {
    title: 'Card costs',
    text: 'A 0-energy card costs 1 coin (1 hit point), a 1-energy card 2 coins (2 hit points), a feint 5 coins (3 hit points).',
  },
  '16.5': {
    title: 'Card limits',
    text: 'Of each energy kind, one card for every 6.5 starting coins, rounded down (8 with 55 coins); one feint.',
  },
  '16.6': {
    title: 'Card overlimit (optional)',
    text: 'After everyone has bought his cards, up to 4 more past the limits, at most one of them a feint, each at double cost. When several want them and stock is short they take two each in turn order, then two each in reverse order.',
  },
  '16.7': {
    title: 'Special move costs',
    text: 'One of each at most. Sweep, Sacrifice, Overskill, Rage and Unbalancing Strike 2 coins; Acrobatic Strike 3; Break Item and Reflex 1.',
  },
  '16.8': {
    title: 'Power costs',
    text: 'One of each at most. The text names no price; the pre-made characters\u2019 totals show a coin each.',
  },
  '16.9': {
    title: 'Pre-made characters',
    text: 'Secutor, Mirmillo, Thraex, Hoplomachus and Retiarius, ready to play, each with preferred item kinds. The Hoplomachus\u2019 skills really cost 18 coins, not the 20 printed, so he is worth 53; Ludus plays him as printed.',
  },
  '17': {
    title: 'Animals',
    text: 'Packs of dogs, wolves, lions or bears that play themselves: Solo (one gladiator against them), Cooperative (players together) or Coliseum (loose in an ordinary game, attacking anyone).',
  },
  '17.1': {
    title: 'Animal modes',
    text: 'In Solo and Cooperative games the animals enter in the first round; in Coliseum they wait outside and come in through the handler\u2019s roll.',
  },
  '17.2': {
    title: 'How many animals',
    text: 'Suggested for each player: 5 or 6 dogs, 3 to 5 wolves, 1 or 2 lions, 1 bear; more against characters built to fight them.',
  },
  '17.3': {
    title: 'Entering the arena',
    text: 'Coliseum: a die each turn; 3 lets one waiting animal in, 4 two, 5 or 6 three. Each entering animal rolls a die: 1-3 the left gate, 4-6 the right, and that many hexes is its first move.',
  },
  '17.4': {
    title: 'Animal movement',
    text: 'A die roll of hexes along the shortest way to a gladiator, round other animals (the gate hex may be shared). Ties between hexes or targets are settled by a die.',
  },
  '17.5': {
    title: 'Animal attacks',
    text: 'An animal in melee at the start of a round attacks first: one die after moving, two when it did not move. The roll is its Final Attack Value; what it beats the defence by is the damage.',
  },
  '17.6': { title: 'Animals in the order', text: 'Animals always go first; among themselves by lot when it matters.' },
  '17.7': {
    title: 'Defending against animals',
    text: 'The player sees the animal\u2019s roll before he chooses his reaction.',
  },
  '17.8': {
    title: 'Killing animals, and scores',
    text: 'An animal defends with two dice; beating them kills it. Solo and Cooperative keep no VP: the players win by being alive after six turns (campaign: 1 experience for dogs, 2 wolves, 3 lions or bears). Coliseum: 3 VP a kill, nothing for attacking one, no first blood.',
  },
  '17.9': {
    title: 'Rule changes with animals',
    text: 'A special move, feint or power may be spent for +2 on attack or defence instead; no matching-card bonus for animals; a netted animal attacks with one die less and sheds a Trapped marker on a 5 or 6.',
  },
  '18': {
    title: 'Animal powers',
    text: 'Some rolls wake an animal\u2019s power: doubles, or a total of seven.',
  },
  '18.1': { title: 'Dogs', text: 'Doubles: another dog joins the pack.' },
  '18.2': {
    title: 'Wolves',
    text: 'Doubles: another wolf joins. Seven on an attack not dodged: an Unbalanced marker for the player, hit or not.',
  },
  '18.3': {
    title: 'Lions',
    text: 'Always two dice to attack. Doubles on an attack: the damage doubles unless the player steps straight back (a free hex behind and 1 Speed point). Seven on an attack not dodged: the player goes face down, hit or not.',
  },
  '18.4': {
    title: 'Bears',
    text: 'A further die on every attack and defence, added after doubles and sevens are read. Doubles: +2 on each die. Seven: the player loses an item or a card from his hit-point deck, whatever the fight\u2019s result.',
  },
};

export const GLADIATORI_HELP: GameHelp = {
  rules: RULES,
  glossary: [
    {
      term: 'VP',
      name: 'Victory points',
      text: 'Fame: the score that wins the game.',
      group: 'Scores',
      rule: SECTION.victoryPoints,
    },
    {
      term: 'HP',
      name: 'Hit points',
      text: 'What a card or item is worth when it pays for damage; a player\u2019s hit points are his hit-point deck and items.',
      group: 'Scores',
      rule: SECTION.injuries,
    },
    {
      term: 'XP',
      name: 'Experience points',
      text: 'Earned in a campaign from VP and victories; two buy a coin.',
      group: 'Scores',
      rule: SECTION.experience,
    },
    {
      term: 'Final Attack Value',
      name: 'Final Attack Value',
      text: 'Everything the attacker adds up; it must be +1 or more.',
      group: 'Fights',
      rule: SECTION.finalAttack,
    },
    {
      term: 'Final Defence Value',
      name: 'Final Defence Value',
      text: 'Everything the defender adds up; it may be negative.',
      group: 'Fights',
      rule: SECTION.finalDefence,
    },
    {
      term: 'Character Elements',
      name: 'Character Elements',
      text: 'Cards, skill points and ability points: what Standby, Resistance and removing markers deal in.',
      group: 'Cards',
      rule: SECTION.elements,
    },
    {
      term: 'Hit-point deck',
      name: 'Hit-point deck',
      text: 'The cards not taken in hand this turn; damage is paid from it, the cover card last.',
      group: 'Cards',
      rule: SECTION.chooseCards,
    },
    {
      term: 'Combat cards',
      name: 'Combat cards',
      text: 'The red-backed cards: energy, feint and special move cards.',
      group: 'Cards',
      rule: SECTION.elements,
    },
    {
      term: 'Rotated',
      name: 'Turned sideways',
      text: 'An Action card that has made its action this turn: it may still react, not act again.',
      group: 'Cards',
      rule: SECTION.combatRound,
    },
    ...(
      [
        ['Block', 'Reaction of the Strength card: the energy laid on it adds to the defence.', SECTION.strength],
        ['Parry', 'Reaction of the Dexterity card: half the hand adds to the defence.', SECTION.dexterity],
        ['Oppose', 'Reaction of the Berserk card: +5 to the defence.', SECTION.berserk],
        [
          'Dodge',
          'Reaction of the Movement card: the attack is halved; Speed may add to the defence.',
          SECTION.movement,
        ],
      ] as const
    ).map(([term, text, rule]) => ({ term, name: term, text, group: 'Reactions', rule })),
    ...(
      [
        ['Passive', 'Cannot act, react, play cards or use abilities and powers this round.', SECTION.passive],
        ['Trapped', 'Netted: -3 in a fight, no moving, only Oppose to react.', SECTION.trapped],
        ['Unbalanced', 'A white marker; a second puts the character face down.', SECTION.faceDown],
        ['Face-down', 'On the ground: -5 in a fight, no moving, only Block to react.', SECTION.faceDown],
      ] as const
    ).map(([term, text, rule]) => ({ term, name: term, text, group: 'Status', rule })),
  ],
  resultGroups: {},
  walkthrough: {
    create: {
      title: 'Building a character',
      rule: SECTION.creation,
      text: 'Spend your coins on skills, Blood and Speed, cards, special moves and powers. Cards are your hit points as well as your strength: a character with too few will not last.',
    },
    choose: {
      title: 'Hand or hit points',
      rule: SECTION.chooseCards,
      text: 'Pick the cards you want in hand this turn; the others become your hit-point deck. Keep at least one or two Action cards, or you will have nothing to act or react with.',
    },
    extra: {
      title: 'Extra steps',
      rule: SECTION.extraMovement,
      text: 'Speed points buy a hex each before your action. They do not come back at rest, only through Standby.',
    },
    action: {
      title: 'Your action',
      rule: SECTION.action,
      text: 'A card from your hand costs nothing; an upright card already on the table costs Blood, more the further left it lies. Strength wants energy cards laid on it, Dexterity wants a full hand, Berserk wants Blood.',
    },
    standby: {
      title: 'Standby',
      rule: SECTION.standby,
      text: 'Give up this round’s action to win back three things: discarded cards, Blood, Speed or skill points.',
    },
    move: {
      title: 'Moving',
      rule: SECTION.movement,
      text: 'Up to three hexes, turning a hexside after each; or spend the move turning on the spot. Walking away from an opponent or showing him your back costs VP.',
    },
    react: {
      title: 'Your reaction',
      rule: SECTION.reaction,
      text: 'The card you react with decides the defence: Block and Parry and Oppose only against blows from your front, Dodge against anything but a blow from straight behind. The same card type as the attacker’s gives +5.',
    },
    attack: {
      title: 'Adding up the attack',
      rule: SECTION.finalAttack,
      text: 'Offense adds its whole value but then drops by one; Blood spent on Berserk gives +2 a point, up to +6.',
    },
    defend: {
      title: 'Adding up the defence',
      rule: SECTION.finalDefence,
      text: 'Guard adds its whole value and then drops by one. Dodging, you may spend Speed for +2 a point (up to +4) after seeing the attack.',
    },
    feint: {
      title: 'A feint',
      rule: SECTION.feint,
      text: 'Played now, it cancels your action or reaction: nothing else you laid down is spent. The attacker decides first.',
    },
    pay: {
      title: 'Paying for a wound',
      rule: SECTION.injuries,
      text: 'Choose cards from your hit-point deck or items whose hit points cover the damage; nothing is given back. The cover card goes last, and with it your life.',
    },
    rest: {
      title: 'Resting',
      rule: SECTION.rest,
      text: 'Using Endurance wins back as many discarded cards and spent skill points as its value, then it drops by one. It never restores itself.',
    },
    surrender: {
      title: 'Surrender',
      rule: SECTION.vpBonuses,
      text: 'Giving up costs 15 VP; you may do it in your round before using your Action card.',
    },
  },
};
