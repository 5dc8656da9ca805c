/**
 * JSON from outside, looked at before it is parsed: how deep it nests. JSON.parse itself copes with any depth, but
 * what comes after it (schemas, error replies, logs) walks the value recursively and may overflow the stack.
 */

/**
 * Whether `text` nests arrays and objects deeper than `max`, counting brackets outside strings. One pass, nothing
 * allocated; brackets that do not balance are left for JSON.parse to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

export const tooDeepMessage = (max: number): string => `the JSON nests arrays and objects more than ${max} levels deep`;
