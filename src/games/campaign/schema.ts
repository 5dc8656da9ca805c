/**
 * Wire shapes of the campaign's commands and options (checked before apply), and of the match report the server's
 * arena seat hands in when a GLADIATOR match it arranged has ended.
 */
import { z } from 'zod';
import { withWords } from '../../core/help.js';
import { IMPROVEMENTS, STABLE } from './tables.js';

const count = z.number().int().min(0);
const area = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

const KillSchema = z
  .object({
    victim: z.string(),
    turn: z.number().int().min(1),
    kind: z.enum(['slow', 'fast', 'plain']),
    area: area.optional(),
    rule: z.string(),
  })
  .strict();

const SeatReportSchema = z
  .object({
    seat: z.string(),
    name: z.string(),
    attackCf: count,
    defenceCf: count,
    won: z.boolean(),
    killed: z.boolean(),
    mortalWound: z.boolean(),
    missusGranted: z.boolean(),
    kills: z.array(KillSchema).max(1),
    wounds: z.array(count.max(18)).length(5),
  })
  .strict();

export const MatchReportSchema = z
  .object({
    turns: z.number().int().min(1),
    how: z.string(),
    seats: z.object({ a: SeatReportSchema, b: SeatReportSchema }).strict(),
  })
  .strict();

export type WireReport = z.infer<typeof MatchReportSchema>;

/** Why an owner decided as he did, in his own words; it goes into the event everyone reads. */
const reason = z.string().min(1).max(160).optional();

const improvement = z.enum(IMPROVEMENTS.map((i) => i.id) as ['TR', 'AG', 'ST', 'CON', 'W']);
const gladiatorType = z.enum(['light', 'medium', 'heavy']);

export const CampaignCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('buy'), improvement, man: z.number().int().optional() }).strict(),
  z.object({ type: z.literal('ready') }).strict(),
  z
    .object({
      type: z.literal('fighter'),
      man: z.number().int(),
      armament: z.enum(['sword', 'trident', 'shortSword']),
      reason,
    })
    .strict(),
  z.object({ type: z.literal('wager'), odds: z.number().int(), stake: z.number().int(), reason }).strict(),
  z.object({ type: z.literal('match-result'), report: MatchReportSchema }).strict(),
  z.object({ type: z.literal('bid'), amount: z.number().int() }).strict(),
  /** 22.2: the types of an owner's five starting men, before they are rolled. */
  z.object({ type: z.literal('stable'), types: z.array(gladiatorType).max(12) }).strict(),
  /** 22.5: a side bet offered to the other owners: whoever takes it stakes `stake` against `odds`. */
  z
    .object({
      type: z.literal('side-bet'),
      backs: z.string().max(40),
      odds: z.tuple([z.number().int(), z.number().int()]),
      stake: z.number().int(),
      reason,
    })
    .strict(),
  /** 22.5: takes an open side-bet offer, by its number. */
  z.object({ type: z.literal('take-bet'), offer: z.number().int() }).strict(),
]);
export type CampaignCommand = z.infer<typeof CampaignCommandSchema>;

/** The Billings Rules' campaign sections (21.1-21.44), each its own switch; absent = the original campaign. */
export const CampaignBillingsSchema = withWords(
  z
    .object({
      purchaseLimits: z
        .boolean()
        .default(false)
        .describe(
          'Billings 21.3: between two matches a man buys at most two points, and no more than one of them other than Training',
        ),
      otherPurchase: z
        .enum(['alone', 'withTraining'])
        .default('alone')
        .describe(
          'Billings 21.3: whether the one point other than Training may be bought on its own, or only beside a point of Training',
        ),
      missusRecord: z
        .boolean()
        .default(false)
        .describe(
          "Billings 19.2: in the campaign's Advanced matches the crowd remembers each man: his column on the Missus chart moves up for every two of his victories and down for each time he was spared",
        ),
      missusShifts: z
        .enum(['inTurn', 'net'])
        .default('inTurn')
        .describe(
          'Billings 19.2: victories move the column first and any beyond the last are lost before mercies move it back, or the two are netted and then kept on the chart',
        ),
    })
    .strict(),
  {
    purchaseLimits: { label: 'Purchase limits between matches' },
    otherPurchase: {
      label: 'A point other than Training',
      values: { alone: 'may be bought on its own', withTraining: 'only beside a point of Training' },
    },
    missusRecord: { label: "The crowd remembers a man's victories and mercies" },
    missusShifts: {
      label: 'Past victories and mercies on the Missus chart',
      values: {
        inTurn: 'victories first, any beyond the last column lost, then mercies',
        net: 'victories and mercies netted, then kept on the chart',
      },
    },
  },
);

export const CampaignOptionsSchema = z
  .object({
    kind: z.enum(['career', 'owners']).default('career'),
    /** Owners' league: how many owners (22.2). */
    owners: z.number().int().min(STABLE.minOwners).max(STABLE.maxOwners).default(2),
    /**
     * Career: the type of each new man. Owners: with `stables` 'uniform', the type of every man in the starting
     * stables; with 'owners' (22.2), each owner names the types of his five men.
     */
    type: gladiatorType.default('medium'),
    stables: z.enum(['owners', 'uniform']).default('owners'),
    /** 22.5: who may make side bets: any owner, only the two whose men fight (on their own men), or no one. */
    sideBets: z.enum(['any', 'fighters', 'none']).default('any'),
    /**
     * 22.8 (owners) or a career's limit; 0 = until won (career) or one owner is left (owners). 100 by default, as
     * GLADIATOR's turn limit bounds a duel, so no campaign runs for ever (docs/rulings.md).
     */
    matches: z.number().int().min(0).max(1000).default(100),
    /** The matches are of the Advanced Game (the trident may be chosen, 22.3). */
    advanced: z.boolean().default(false),
    auction: z.enum(['sealed', 'open']).default('sealed'),
    champion: z.enum(['tenVictories', 'mostVictories']).default('tenVictories'),
    /** The Billings Rules' campaign sections (campaign/billings.ts). */
    billings: CampaignBillingsSchema.optional().describe(
      "the Billings Rules for the campaign: the limit on what a man buys between matches, and the crowd's memory of each man at the Missus; leave out for the original",
    ),
  })
  .strict();
export type CampaignOptions = z.infer<typeof CampaignOptionsSchema>;
