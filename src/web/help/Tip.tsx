/**
 * A tooltip that opens on hover, on keyboard focus and on tap (a phone has no hover): the term is a button, so it
 * is reachable with Tab; a tap, a click or Enter pins it open, and a second one, Escape or a tap elsewhere closes
 * it. Hover counts only for a mouse and focus only when the keyboard brought it, so a tap (which also focuses and
 * may report a hover) opens it once rather than opening and closing it at the same time.
 */

import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { resultEntry, termEntry } from '../../core/help.js';
import { citedNumber } from '../events.js';
import { useGameHelp } from './hooks.js';

/** The tooltip's widest (help.css: .tip-pop max-width, 18rem), to keep it inside the window. */
const TIP_WIDTH_PX = 288;

export function Tip({ children, name, text }: { children: ComponentChildren; name: string; text: string }) {
  const id = useId();
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [pinned, setPinned] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const term = useRef<HTMLButtonElement>(null);
  const open = hover || focus || pinned;
  const [at, setAt] = useState<{ left: number; top: number } | null>(null);
  // Placed against the window, so a scrolling log or sheet does not clip it; kept beside its term on scroll.
  useEffect(() => {
    if (!open) return;
    const place = () => {
      const r = term.current?.getBoundingClientRect();
      if (r) setAt({ left: Math.max(4, Math.min(r.left, innerWidth - TIP_WIDTH_PX - 4)), top: r.bottom + 2 });
    };
    place();
    addEventListener('scroll', place, true);
    addEventListener('resize', place);
    return () => {
      removeEventListener('scroll', place, true);
      removeEventListener('resize', place);
      setAt(null);
    };
  }, [open]);
  const close = () => {
    setHover(false);
    setFocus(false);
    setPinned(false);
  };
  useEffect(() => {
    if (!pinned) return;
    const away = (e: Event) => {
      if (box.current && !box.current.contains(e.target as Node)) setPinned(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [pinned]);
  return (
    <span class="tip" ref={box}>
      <button
        type="button"
        ref={term}
        class="tip-term"
        aria-describedby={open ? id : undefined}
        aria-expanded={open}
        onPointerEnter={(e) => e.pointerType === 'mouse' && setHover(true)}
        onPointerLeave={() => setHover(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            close();
            e.stopPropagation();
          }
        }}
        onFocus={(e) => setFocus(e.currentTarget.matches(':focus-visible'))}
        onBlur={close}
        onClick={(e) => {
          e.stopPropagation();
          setFocus(false);
          setPinned((p) => !p);
        }}
      >
        {children}
      </button>
      {/* Only while open: a closed tooltip adds nothing to the line's text. */}
      {open && (
        <span
          role="tooltip"
          id={id}
          class="tip-pop"
          style={at ? { left: `${at.left}px`, top: `${at.top}px` } : { visibility: 'hidden' }}
          data-testid="tooltip"
        >
          <strong>{name}</strong> {text}
        </span>
      )}
    </span>
  );
}

/**
 * A term of the game's notation ("P*", "TR") with its glossary entry as a tooltip; plain text when the game's help
 * has no such term. `group` picks the table when one letter means several things ("S").
 */
export function Term({ code, group }: { code: string; group?: string }) {
  const help = useGameHelp();
  const entry = help ? termEntry(help, code, group) : undefined;
  if (!entry) return <>{code}</>;
  return (
    <Tip name={entry.name} text={entry.text}>
      {code}
    </Tip>
  );
}

/** A roll's result ("P*" on the CRT, "2xM" on the critical table) with its glossary entry as a tooltip. */
export function RollResult({ rule, result }: { rule: string; result: string }) {
  const help = useGameHelp();
  // A variant's roll ("Billings §8.5") reads its result on the glossary of the rule it stands in for.
  const entry = help ? resultEntry(help, citedNumber(rule), result) : undefined;
  if (!entry) return <>{result}</>;
  return (
    <Tip name={entry.name} text={entry.text}>
      {result}
    </Tip>
  );
}
