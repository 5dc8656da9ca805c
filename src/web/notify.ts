/**
 * Telling a person it is his move when he is not looking: the tab's title and icon while his seat is awaited, and,
 * if he turned them on, a short sound and a browser notification when his move comes (or his daily clock runs low)
 * while the tab is hidden. Both are off until he turns them on; the browser's permission is asked only then.
 */
import { useEffect, useReducer, useRef } from 'preact/hooks';
import type { ClockView } from '../server/wire.js';
import type { KeyValue } from './storage.js';

export const YOUR_MOVE = '(Your move)';

/** The tab's title: marked while this browser's seat is awaited. */
export const titleText = (base: string, awaited: boolean): string => (awaited ? `${YOUR_MOVE} ${base}` : base);

/** What this browser's seats are in now: awaited or not, and whether the awaited seat's clock is low. */
export interface MoveSignal {
  awaited: boolean;
  low: boolean;
}

export type Alert = 'your-move' | 'low-time';

/**
 * The signal for `seats` (this browser's) at `now`: awaited when one of them is pending, low when an awaited one's
 * clock is low (the frame says so, or the moment it named has passed since), and when the low moment is still to
 * come, when it comes.
 */
export function moveSignal(
  seats: readonly string[],
  pending: readonly string[],
  clock: Pick<ClockView, 'low' | 'lowFrom'> | null,
  now: number,
): MoveSignal & { lowAt: number | null } {
  const mine = seats.filter((s) => pending.includes(s));
  const times = mine.map((s) => clock?.lowFrom?.[s]).filter((t): t is number => t !== undefined);
  const low = mine.some((s) => clock?.low.includes(s)) || times.some((t) => t <= now);
  const later = times.filter((t) => t > now);
  return { awaited: mine.length > 0, low, lowAt: low || later.length === 0 ? null : Math.min(...later) };
}

/**
 * What to tell the person when the signal changes: only the change into "your move" (or into "time is low") is
 * news; staying awaited, or a move that ends, is not.
 */
export function alertFor(before: MoveSignal | null, now: MoveSignal): Alert | null {
  if (now.low && !(before?.low ?? false)) return 'low-time';
  if (now.awaited && !(before?.awaited ?? false)) return 'your-move';
  return null;
}

export const ALERT_TEXT: Record<Alert, string> = {
  'your-move': 'It is your move.',
  'low-time': 'Little time is left for your move: the clock will play the default when it runs out.',
};

export interface NotifySettings {
  sound: boolean;
  notifications: boolean;
}

const SETTINGS = 'ludus.notify';
export const NOTIFY_OFF: NotifySettings = { sound: false, notifications: false };

export function readNotifySettings(kv: KeyValue): NotifySettings {
  try {
    const v = JSON.parse(kv.getItem(SETTINGS) ?? 'null') as Partial<NotifySettings> | null;
    return { sound: v?.sound === true, notifications: v?.notifications === true };
  } catch {
    return NOTIFY_OFF;
  }
}

export function saveNotifySettings(kv: KeyValue, s: NotifySettings): void {
  kv.setItem(SETTINGS, JSON.stringify(s));
}

/** Turns browser notifications on: asks the browser's permission first; false if it was not given. */
export async function allowNotifications(): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  if (Notification.permission === 'granted') return true;
  return (await Notification.requestPermission()) === 'granted';
}

/** A short two-note chime (about 0.3 s), made on the spot: no sound file to load. */
export function chime(): void {
  const Ctx = globalThis.AudioContext;
  if (!Ctx) return;
  const ctx = new Ctx();
  const start = ctx.currentTime;
  [660, 880].forEach((hz, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = hz;
    gain.gain.setValueAtTime(0.15, start + i * 0.15);
    gain.gain.exponentialRampToValueAtTime(0.001, start + i * 0.15 + 0.14);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start + i * 0.15);
    osc.stop(start + i * 0.15 + 0.15);
  });
  setTimeout(() => void ctx.close(), 600);
}

/** The tab's icon while the person's move is awaited: a gold disc. */
const AWAITED_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E" +
  "%3Ccircle cx='8' cy='8' r='7' fill='%23d4a017' stroke='%23000' stroke-width='1'/%3E%3C/svg%3E";

function iconLink(): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    link.href = 'data:,';
    document.head.append(link);
  }
  return link;
}

/**
 * Keeps the tab's title and icon in step with `signal` while the page shows the match (restored when it leaves), and
 * sounds or notifies on an alert while the tab is hidden, as `settings` allow.
 */
export function useMoveSignals(base: string, signal: MoveSignal, settings: NotifySettings): Alert | null {
  const before = useRef<MoveSignal | null>(null);
  const alert = alertFor(before.current, signal);
  useEffect(() => {
    const title = document.title;
    const link = iconLink();
    const icon = link.getAttribute('href') ?? 'data:,';
    return () => {
      document.title = title;
      link.href = icon;
    };
  }, []);
  useEffect(() => {
    document.title = titleText(base, signal.awaited);
    iconLink().href = signal.awaited ? AWAITED_ICON : 'data:,';
  }, [base, signal.awaited]);
  useEffect(() => {
    before.current = signal;
    if (alert === null || !document.hidden) return;
    if (settings.sound) chime();
    if (settings.notifications && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      const shown = new Notification(base, { body: ALERT_TEXT[alert], tag: `ludus-${alert}` });
      // Clicking it brings the match's tab forward.
      shown.onclick = () => window.focus();
    }
  });
  return alert;
}

/** Renders again at `at` (epoch ms), if given: a reminder due then shows without a frame from the server. */
export function useWakeAt(at: number | null): void {
  const [, wake] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (at === null) return;
    // setTimeout holds at most about 24.8 days; a later moment wakes early and sets the next wait then.
    const t = setTimeout(() => wake(1), Math.min(2 ** 31 - 1, Math.max(0, at - Date.now()) + 50));
    return () => clearTimeout(t);
  }, [at]);
}
