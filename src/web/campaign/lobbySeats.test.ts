import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CampaignOptionsSchema } from '../../games/campaign/schema.js';
import { type Field, fieldsOf, initialDraft } from '../schemaForm.js';
import { CAMPAIGN_OPTION_WORDS, campaignFields, campaignSeats } from './lobbySeats.js';

/** The options as GET /api/games gives them (server.ts converts the same way). */
const schema = JSON.parse(JSON.stringify(z.toJSONSchema(CampaignOptionsSchema, { io: 'input' })));

describe('the campaign in the lobby', () => {
  it('§21 a career has one seat, the player; §22.2 a league one per owner; the arena is never listed', () => {
    expect(campaignSeats({ kind: 'career' })).toEqual([{ seat: 'player', label: 'The player' }]);
    expect(campaignSeats({ kind: 'owners', owners: '3' })).toEqual([
      { seat: 'o1', label: 'Owner 1' },
      { seat: 'o2', label: 'Owner 2' },
      { seat: 'o3', label: 'Owner 3' },
    ]);
    expect(campaignSeats({ kind: 'owners', owners: '7' })).toBeNull();
    expect(campaignSeats({ kind: 'owners', owners: 'two' })).toBeNull();
  });
  it('every option has words, and a career hides the league’s options', () => {
    const fields = fieldsOf(schema);
    expect(fields.map((f) => f.key).sort()).toEqual(Object.keys(CAMPAIGN_OPTION_WORDS).sort());
    const draft = initialDraft(schema);
    const career = campaignFields(fields, { ...draft, kind: 'career' });
    expect(career.map((f) => f.key)).not.toContain('auction');
    const league = campaignFields(fields, { ...draft, kind: 'owners' });
    expect(league.map((f) => f.key)).toContain('auction');
    const kind = league.find((f) => f.key === 'kind') as Extract<Field, { kind: 'enum' }>;
    expect(kind.label).toBe('Campaign');
    expect(kind.labels).toEqual(CAMPAIGN_OPTION_WORDS.kind?.values);
  });
});
