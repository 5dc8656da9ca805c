import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withWords } from './help.js';

const Bare = z
  .object({
    mode: z.enum(['zeroOrLess', 'belowZero']).default('zeroOrLess').describe('when a man is knocked out'),
    limit: z.number().int().min(1).default(40),
  })
  .strict();

describe('options with words', () => {
  const Worded = withWords(Bare, {
    mode: { label: 'Knocked out at', values: { zeroOrLess: 'zero or less', belowZero: 'below zero' } },
    limit: { label: 'Turn limit' },
  });

  it('publish each label, description and value label in the JSON Schema', () => {
    const props = (z.toJSONSchema(Worded, { io: 'input' }) as { properties: Record<string, Record<string, unknown>> })
      .properties;
    expect(props.mode).toMatchObject({
      title: 'Knocked out at',
      description: 'when a man is knocked out',
      valueLabels: { zeroOrLess: 'zero or less', belowZero: 'below zero' },
      enum: ['zeroOrLess', 'belowZero'],
      default: 'zeroOrLess',
    });
    expect(props.limit).toMatchObject({ title: 'Turn limit', minimum: 1, default: 40 });
    expect(props.limit).not.toHaveProperty('valueLabels');
  });

  it('parse exactly as the bare schema does: defaults, bounds and unknown keys', () => {
    expect(Worded.parse({})).toEqual(Bare.parse({}));
    expect(Worded.parse({ mode: 'belowZero', limit: 3 })).toEqual({ mode: 'belowZero', limit: 3 });
    expect(Worded.safeParse({ limit: 0 }).success).toBe(false);
    expect(Worded.safeParse({ colour: 'red' }).success).toBe(false);
  });
});
