/**
 * A match's chat: the players' channel, and for spectators also their own (marked). Each channel can be muted, which
 * this browser keeps: a muted channel's messages are hidden and only counted.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ChatChannel, ChatMessage } from '../server/wire.js';
import type { MatchLink } from './connection.js';

const MUTE = 'ludus.chatMute';
const MAX_LENGTH = 500;

type Muted = Record<ChatChannel, boolean>;

function readMuted(): Muted {
  try {
    const v = JSON.parse(localStorage.getItem(MUTE) ?? 'null') as Partial<Muted> | null;
    return { players: v?.players === true, spectators: v?.spectators === true };
  } catch {
    return { players: false, spectators: false };
  }
}

const CHANNEL_WORDS: Record<ChatChannel, string> = { players: "Players' chat", spectators: "Spectators' chat" };

/** Who wrote a message, in words: the seat's name, or "Spectator". */
const authorOf = (m: ChatMessage, nameOf: (seat: string) => string): string =>
  m.seat === null ? 'Spectator' : nameOf(m.seat);

export function ChatPanel({ link, nameOf }: { link: MatchLink | undefined; nameOf: (seat: string) => string }) {
  const [muted, setMuted] = useState<Muted>(readMuted);
  /** Per channel, the number of the latest message when it was muted: later ones are unseen. */
  const [mutedFrom, setMutedFrom] = useState<Record<ChatChannel, number>>({ players: 0, spectators: 0 });
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const messages = link?.chat ?? [];
  const spectator = link?.viewer === 'spectator';
  const channels: ChatChannel[] = spectator ? ['players', 'spectators'] : ['players'];
  const shown = messages.filter((m) => !muted[m.channel]);
  const lastShown = shown.at(-1)?.n ?? 0;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastShown]);
  if (!link) return null;

  const toggle = (channel: ChatChannel) => {
    const next = { ...muted, [channel]: !muted[channel] };
    localStorage.setItem(MUTE, JSON.stringify(next));
    setMuted(next);
    if (next[channel])
      setMutedFrom({ ...mutedFrom, [channel]: messages.filter((m) => m.channel === channel).at(-1)?.n ?? 0 });
  };
  const send = (e: Event) => {
    e.preventDefault();
    if (text.trim() === '') return;
    if (link.say(text)) setText('');
  };
  const writesTo: ChatChannel = spectator ? 'spectators' : 'players';

  return (
    <section class="chat" data-testid="chat" aria-label="Chat">
      <h3>Chat</h3>
      <div class="chat-mutes">
        {channels.map((c) => {
          const unseen = messages.filter((m) => m.channel === c && m.n > mutedFrom[c]).length;
          return (
            <label key={c} data-testid={`chat-mute-${c}`}>
              <input type="checkbox" checked={muted[c]} onChange={() => toggle(c)} /> Mute {CHANNEL_WORDS[c]}
              {muted[c] && unseen > 0 && (
                <span class="muted" data-testid={`chat-unseen-${c}`}>
                  {' '}
                  ({unseen} unseen)
                </span>
              )}
            </label>
          );
        })}
      </div>
      <ol class="chat-log" ref={list} aria-live="polite">
        {shown.map((m) => (
          <li key={m.n} data-testid="chat-message" data-channel={m.channel} class={`chat-${m.channel}`}>
            {spectator && (
              <span class="chat-channel">{m.channel === 'spectators' ? '[spectators] ' : '[players] '}</span>
            )}
            <b>{authorOf(m, nameOf)}:</b> {m.text}
          </li>
        ))}
        {shown.length === 0 && <li class="muted">No messages yet.</li>}
      </ol>
      <form class="chat-form" onSubmit={send}>
        <label class="sr-only" for="chat-text">
          Message to the {CHANNEL_WORDS[writesTo].toLowerCase()}
        </label>
        <input
          id="chat-text"
          data-testid="chat-input"
          type="text"
          maxLength={MAX_LENGTH}
          value={text}
          placeholder={`Write to the ${CHANNEL_WORDS[writesTo].toLowerCase()}`}
          onInput={(e) => setText((e.target as HTMLInputElement).value)}
        />
        <button type="submit" data-testid="chat-send">
          Send
        </button>
      </form>
      {link.chatError && (
        <p class="error" role="alert" data-testid="chat-error">
          {link.chatError}
        </p>
      )}
    </section>
  );
}
