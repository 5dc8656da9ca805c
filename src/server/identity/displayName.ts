/**
 * The rules of the names people give themselves, shared by the server (which enforces them) and the browser (which
 * says what is wrong before sending). No imports: the client bundles this file.
 */

/** A display name: what is shown at a person's seat. */
export const DISPLAY_NAME = { min: 1, max: 32 } as const;
/** An account's name, which signs in: a little longer at least, unique whatever its case. */
export const ACCOUNT_NAME = { min: 3, max: 32 } as const;
export const PASSWORD = { min: 8, max: 200 } as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The name trimmed, or why it is refused (in words, for a person); `what` says which name it is. */
export function checkName(
  raw: string,
  limits: { min: number; max: number } = DISPLAY_NAME,
  what = 'a name',
): { ok: true; name: string } | { ok: false; message: string } {
  const name = raw.trim();
  // Counted in characters as a person sees them (an emoji is one), not UTF-16 units.
  const length = [...name].length;
  if (length < limits.min)
    return {
      ok: false,
      message: limits.min === 1 ? `${what} cannot be empty` : `${what} has at least ${limits.min} characters`,
    };
  if (length > limits.max) return { ok: false, message: `${what} has at most ${limits.max} characters` };
  if (CONTROL.test(name)) return { ok: false, message: `${what} cannot hold control characters or line breaks` };
  return { ok: true, name };
}

/** How a bot's seat reads: "Brawler (bot)". */
export const botWords = (bot: string): string => `${bot.charAt(0).toUpperCase()}${bot.slice(1)} (bot)`;
