/**
 * The Billings Rules in the rules panel: for each rule a built section changes, a note in our own words that the
 * panel shows after the original's summary (help.ts joins them), so one number explains both games.
 */
export const BILLINGS_NOTES: Readonly<Record<string, string>> = {
  '3.4': 'With the Billings section for the Retarius on, he moves like a light man: six phases a turn.',
  '3.6':
    'With the Billings armour section on, each type rolls on revised tables, and light and medium men roll a separate die for the size of their shield. When a man is rolled up at the command line (ludus gladiator new --billings --buy), armour can be bought instead: light men and the Retarius spend up to 400 sesterces, medium 850, heavy 1100, at a price per area set by quality and cover. The Retarius then arms as a light man.',
  '3.7':
    'With the Billings characteristics section on, every characteristic has its own roll of three dice on a column of values, so totals near 10 or 11 are common and both very strong and very weak men are possible. A variant lets the player roll five totals and place them where he likes.',
  '6.7':
    'With the Billings walls on, the arena is a walled board of 19 by 15 hexes. A man cannot leave it: a move that meets the wall ends there, and he takes stun for each hex of that move, 2 for a step forward and 1 for a step back (the forward sidestep counts 2, or 1 by the option that follows the article\u2019s chart). Items also stop at the wall.',
  '12.1':
    'With the Billings drop section on, the defender adds his own strength to this roll: a strong man keeps his shield more often, a man of negative strength loses it more easily.',
  '12.2':
    'With the Billings drop section on, the defender adds his own strength to this roll, so a strong man is harder to disarm.',
  '8.5':
    'With the Billings combat table on, the table runs to column 8 and misses come more often at low odds. No single attack may carry more than 8 CF, and a man with 6 CF or fewer in all (his bonus included) may spend them on one attack instead of splitting them.',
  '8.32':
    'With the Billings defensive cards on, a man may spend 2 CF on one card a phase: Duck (head, not while stunned), Block (chest, needs a shield), Back Step (groin, on his feet and not stumbling), Parry (arms, needs a weapon and no more than 2 CF lost to arm wounds) or Leap (legs, on his feet, no more than 2 CF lost to leg wounds and endurance). Every blow at that area gets the card\u2019s fixed result without a roll. A ducked attacker is off balance: the next blow at him that phase gets +1 unless he strikes again first; a man who steps back takes -1 on his next blow unless he is struck first.',
  '6.3':
    'With the Billings new moves on, a forward or backward sidestep may take (QF) or (QB) and a step forward or back may take (QR) or (QL): one more hex off the line of the move, so every hex two away can be reached. They never go with (Q) or with each other: three hexes remain the charge\u2019s.',
  '6.4':
    'With the Billings new moves on, four quick steps join the specials: (QF) and (QB) after a sidestep, (QR) and (QL) (also written RQ and LQ) after F or B. (AR) and (AL) turn the man right round, the same as three turns to that side; R may take them, S may not.',
  '12.7':
    'With the Billings new moves on, an about-face counts as three written actions against the kick. With the kick contest on, when one man kicks at an item a foe is trying to pick up that phase, each rolls a die and the higher goes first: a pick-up that gets the item makes the kick void, and a kick that sends the item out of reach makes the pick-up void.',
  '13.1':
    'With the Billings kneel hex on, a man rising from prone to his knees rolls a die: on 5 or 6 he kneels in the hex where his legs lie, the one his fallen figure faces.',
  '14.2':
    'The Billings new moves count here hex by hex: SB(QB), B(QR) and B(QL) take 3 off the roll, SF(QB) 1, when the item lies in the last hex.',
  '14.3':
    'With the Billings fall first, this roll is made as the phase opens, before orders are written: a man who stays up writes his S; one who falls may roll away at once.',
  '15.7':
    'With the Billings fall first, a man who fell before orders, or who rolled, must lie a whole phase without moving before he may kneel; until then he may roll or keep still.',
  '7.52':
    'With the Billings walls on, a loser who would be driven through the wall stays in the collision hex and takes 4 more stun, and the winner steps back into the hex he came from.',
  '12.5':
    'With the Billings throwing section on, the object flies at the first foe on the chosen line, six hexes at most. One die, with -2 at one hex and -1 at two for a shield, sword or broken trident (-3, -2, -1 out to three hexes for a whole trident) and +1 for training of 8 or less or -1 for 12 or more, must come to 1 or less to hit; a miss flies the plain die in hexes and hurts no one. A hit rolls a die for the area (6 misses) and strikes on the combat table at column 0 for a shield, 3 for a sword or broken trident, 5 for a whole trident, less the defence of that area.',
  '18': 'With the Billings knife on, a Retarius whose trident is gone (dropped, thrown or broken) fights on with his knife: he attacks and parries with it, but each blow counts at half its CF, it reaches only his front, and he may not throw it.',
  '19.2':
    'With the Billings record section on, the crowd remembers a man: every two earlier victories lift his column one place toward \u201c61 or more\u201d, and every earlier match in which it spared him lowers it one place toward \u201c1 to 15\u201d. A total of 0 or less is still Down.',
  '7.2':
    'With the Billings crossed paths on, two men who both move and pass through the same hex on their way (not a hex either started in, and not one merely following the other) each roll a die. Doubles: they collide in that hex and neither goes further. Anything else: they slip past and finish their moves.',
  '7.5':
    'With the Billings tie section on, equal impact factors are not rolled again: both men roll for collision stun with nothing added, and they end in hexes side by side, facing each other, out of the hex they fought over (a man who never left his hex keeps it). Neither checks for a stumble, as neither lost. With the Billings collision facing on, when both men moved in, each meets the collision in whichever of his written facings (as he entered, or after a turn he wrote after that) exposes him least, and later turns are dropped; a man who shows his back earns no positional advantage, and when both do, neither earns any. Paths that crossed keep the facings they entered with.',
  '14.1':
    'With the Billings stumble section on, a man already making a stumble move who loses a collision and fails this check falls prone. With the Billings net stumble on, a net that catches at the feet is checked instead on two dice plus agility less stun: 8 or less and he stumbles, stun or no stun.',
  '12.6':
    'With the Billings recovery section on, being in a collision at any point of the phase makes a pick-up 4 harder, but a man who wrote R keeps its 6 in his favour. A pick-up on the way is therefore rolled only once the collisions are over. The stun of that collision weighs only on a pick-up made in the collision hex after he moved into it (when both men moved in, an option decides); it never weighs on an R, as he never left his hex. Stun from earlier phases always counts. With the Billings lay timing on, a man tripped by a net lay in its hex, at or before the hex he reaches from, picks up 4 harder, as one stumbling.',
  '17.34':
    'With the Billings net collision section on, a Retarius who was in a collision this phase may still toss his net, with 4 taken off the roll.',
  '17.45':
    'With the Billings net collision section on, a Retarius who was in a collision this phase may still swing his net, with 4 taken off the roll.',
  '17.55':
    'With the Billings lay timing on, the lay strikes the moment a man steps into its hex: before any pick-up he makes there or later, and before the collision at the end of his move. A collision no longer stops the lay and costs it nothing, unless the Retarius ran into a man holding his hex or met him where their paths crossed: then the lay is cancelled and its 2 CF are lost. A tripped man finishes his move, meets the collision 2 weaker as one stumbling, and if he loses it and fails his stumble check he falls prone.',
  '11.5':
    'Under the Billings Rules stun wears off once all movement is over, collisions and pick-ups included, which is where Ludus already rolls it.',
};
