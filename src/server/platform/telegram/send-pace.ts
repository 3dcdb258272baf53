/** Where the pace reads the time and waits: the real clock (vitest's fake timers replace both in tests). */
export interface PaceClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: PaceClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface PaceLimits {
  /** Sends a second in all, in the long run. */
  perSecond: number;
  /** Sends that may start at once after a quiet spell: any second then holds at most burst + perSecond. */
  burst: number;
  /** Least time between the starts of two sends to one chat. */
  perChatIntervalMs: number;
}

/**
 * Telegram's published limits for a bot (https://core.telegram.org/bots/faq#my-bot-is-hitting-limits-how-do-i-avoid-this):
 * about 30 messages a second in all, and about one a second to one chat. Sends are paced a little under them: 25 a
 * second with a burst of 5 (so never more than 30 in any second), and one a second per chat.
 */
export const TELEGRAM_PACE: PaceLimits = { perSecond: 25, burst: 5, perChatIntervalMs: 1000 };

/** The last send to a chat: when it started. */
interface ChatTurn {
  started: Promise<number>;
}

/**
 * The pace of one process's Telegram sends: `take(chat)` resolves when a send to `chat` may start.
 *
 * Per chat, sends queue behind one another: each starts at least `perChatIntervalMs` after the previous one started.
 * Then the bucket: `burst` tokens refilled at `perSecond`, kept as the generic cell rate algorithm keeps it (`full` is
 * when the bucket would be full again; a send may start once `full` leaves room for one more token, and moves it on by
 * one interval). A caller is given its moment when it asks, so waiting callers go in the order they asked rather than
 * all waking at once and racing; a chat's wait is served before it asks the bucket, so one busy chat does not hold the
 * bucket's turns away from the others.
 */
export class SendPace {
  private readonly interval: number;
  private full = 0;
  private readonly chats = new Map<string, ChatTurn>();

  constructor(
    private readonly limits: PaceLimits = TELEGRAM_PACE,
    private readonly clock: PaceClock = realClock,
  ) {
    this.interval = 1000 / limits.perSecond;
  }

  /** Waits until a send to `chat` keeps within the limits, and counts it as started then. */
  take(chat: string): Promise<void> {
    const previous = this.chats.get(chat);
    const turn: ChatTurn = {
      started: (async () => {
        if (previous) await this.waitUntil((await previous.started) + this.limits.perChatIntervalMs);
        await this.waitUntil(this.tokenAt());
        return this.clock.now();
      })(),
    };
    this.chats.set(chat, turn);
    // A chat whose last send started long enough ago holds nothing back: an announcement's thousands are not kept.
    void turn.started
      .then(() => this.clock.sleep(this.limits.perChatIntervalMs))
      .then(() => {
        if (this.chats.get(chat) === turn) this.chats.delete(chat);
      });
    return turn.started.then(() => undefined);
  }

  /** The moment the next token is free, taken. */
  private tokenAt(): number {
    const now = this.clock.now();
    const start = Math.max(now, this.full - (this.limits.burst - 1) * this.interval);
    this.full = Math.max(this.full, start) + this.interval;
    return start;
  }

  private async waitUntil(moment: number) {
    const wait = moment - this.clock.now();
    if (wait > 0) await this.clock.sleep(wait);
  }
}
