/**
 * The one mailer, on a durable queue in PostgreSQL (decision 032). Every e-mail is recorded in the outbox
 * (one insert) and tried at once by the server that recorded it; a try that fails is retried with back-off
 * by whichever server's queue worker claims it first, and marked `failed` after the last try. Without
 * SMTP_URL an e-mail is marked `logged` (its text printed to the log only in development), so a local
 * install needs no mail server. Once sent, its body is purged: reset links, invitation links and temporary
 * passwords are not kept at rest.
 */
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { EmailContent } from "#shared/email/layout.ts";
import type { ClaimedEmail, OutboxRepository } from "./outbox.repository.ts";

export type Mailer = ReturnType<typeof createMailer>;

/** The wait before each retry, in multiples of the base delay: 30 s, 2 min, 10 min, 1 h, 6 h by default. */
export const RETRY_STEPS = [1, 4, 20, 120, 720] as const;
/** Tries of one e-mail before it is marked failed: the first and one per retry step. */
export const MAX_ATTEMPTS = RETRY_STEPS.length + 1;
export const DEFAULT_RETRY_BASE_MS = 30_000;
/**
 * How long a claim holds an e-mail: longer than a whole SMTP try can take (the transport's timeouts below
 * add up to 50 s), so a slow server never has its e-mail taken over while it is still sending it.
 */
export const DEFAULT_LEASE_MS = 120_000;
/** E-mails one claim takes (and tries side by side). */
const CLAIM_BATCH = 10;

/**
 * E-mails that leave no trace once delivered (or, without SMTP, once logged): an erasure's confirmation
 * names the erased person. Decided by kind, so a retry by another server (which knows only the row) forgets
 * it too.
 */
export const KINDS_FORGOTTEN_ONCE_SENT: ReadonlySet<string> = new Set(["account-erased"]);

/** The wait before the next try after `attempts` tries have failed; null when none is left. */
export function retryDelayMs(attempts: number, baseMs: number): number | null {
  const step = RETRY_STEPS[attempts - 1];
  return step === undefined ? null : step * baseMs;
}

/** SMTP 5xx answers are permanent (no such mailbox, refused): retrying cannot help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export function createMailer(options: {
  /** The queue's table (decision 032). */
  outbox: OutboxRepository;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** Print the text of e-mails kept without SMTP (development only). */
  logBodies?: boolean;
  /** The first retry's wait; later ones are multiples of it (RETRY_STEPS). Default 30 s. */
  retryBaseMs?: number;
  /** How long a claim holds an e-mail. Default 2 min. */
  leaseMs?: number;
}) {
  // A small pool of kept-open SMTP connections: one new connection (TCP, greeting, EHLO, QUIT) per e-mail
  // cost about 110 ms against a local receiver, a pooled one about 9 ms (decision 032).
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        pool: true,
        maxConnections: 3,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;
  const retryBaseMs = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  // Due mail is looked for every 5 s, or sooner when retries come sooner (tests set a short base delay).
  const pollMs = Math.max(50, Math.min(5_000, retryBaseMs));
  const pending = new Set<Promise<unknown>>();
  const { outbox } = options;

  /** One try of a claimed e-mail; records what became of it. */
  async function attempt(email: ClaimedEmail, forgetOnceSent: boolean) {
    if (!transport) {
      // An e-mail that must leave no trace is not kept for lack of SMTP either: it names an erased person.
      const forget = forgetOnceSent || KINDS_FORGOTTEN_ONCE_SENT.has(email.kind);
      if (forget) await outbox.remove(email.id);
      else await outbox.markLogged(email.id);
      options.log.info(
        // The address and text only in development: a production log holds no one's e-mail address.
        {
          outboxId: email.id,
          subject: email.subject,
          ...(options.logBodies ? { to: email.to, text: email.text } : {}),
        },
        forget ? "e-mail logged, not kept (no SMTP_URL)" : "e-mail kept in outbox (no SMTP_URL)",
      );
      return;
    }
    const attempts = email.attempts + 1;
    try {
      await transport.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
      });
    } catch (error) {
      const retryInMs = isPermanent(error) ? null : retryDelayMs(attempts, retryBaseMs);
      const message = String((error as Error).message ?? error).slice(0, 1_000);
      // The error's text (addresses blanked: receivers often quote them) and SMTP code only: nodemailer's
      // error object lists the refused addresses, and a production log holds no one's e-mail address.
      options.log.warn(
        {
          outboxId: email.id,
          attempts,
          retryInMs,
          error: message.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "[address]"),
          responseCode: (error as { responseCode?: number }).responseCode,
        },
        retryInMs === null
          ? "e-mail could not be sent: marked failed"
          : "e-mail could not be sent: will retry",
      );
      await outbox.markAttemptFailed(email.id, attempts, message, retryInMs);
      return;
    }
    if (forgetOnceSent || KINDS_FORGOTTEN_ONCE_SENT.has(email.kind)) await outbox.remove(email.id);
    else await outbox.markSent(email.id, attempts);
  }

  // The queue worker: claims due e-mails and tries them, when polled or kicked; one run at a time.
  let timer: NodeJS.Timeout | undefined;
  let run: Promise<void> | undefined;
  let runAgain = false;
  let stopped = false;
  let claimFailing = false;

  async function drain() {
    while (!stopped) {
      let claimed: ClaimedEmail[];
      try {
        claimed = await outbox.claimDue(CLAIM_BATCH, leaseMs);
        claimFailing = false;
      } catch (error) {
        // The database is away (restarting, unreachable): the next poll tries again. Logged once per outage.
        if (!claimFailing) options.log.error({ err: error }, "mail queue: could not claim due e-mails");
        claimFailing = true;
        return;
      }
      if (claimed.length === 0) return;
      await Promise.all(
        claimed.map((email) =>
          attempt(email, false).catch((error) =>
            options.log.error({ err: error, outboxId: email.id }, "mail queue: could not record a try"),
          ),
        ),
      );
    }
  }

  /** Starts a run of the worker now, or another right after the one in progress. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (run) {
      runAgain = true;
      return run;
    }
    run = drain().finally(() => {
      run = undefined;
      if (runAgain && !stopped) {
        runAgain = false;
        void kick();
      }
    });
    return run;
  }

  async function processDue(): Promise<void> {
    await kick();
    while (run) await run;
  }

  return {
    /**
     * Records the e-mail (one insert, claimed by this server) and tries it at once; resolves after that
     * first try, whether it sent, logged, or left the e-mail to the queue's retries. Callers that must not
     * wait for SMTP call it inside `inBackground`.
     */
    async send(
      to: string,
      kind: string,
      content: EmailContent,
      sendOptions: { forgetOnceSent?: boolean } = {},
    ): Promise<void> {
      if (sendOptions.forgetOnceSent && !KINDS_FORGOTTEN_ONCE_SENT.has(kind))
        throw new Error(
          `e-mails of kind ${kind} are not forgotten on retries: add it to KINDS_FORGOTTEN_ONCE_SENT`,
        );
      // Once stopped (the server is shutting down), the e-mail is left unclaimed for another server.
      const id = await outbox.record(to, kind, content, stopped ? 0 : leaseMs);
      if (stopped) return;
      await attempt({ id, to, kind, ...content, attempts: 0 }, sendOptions.forgetOnceSent ?? false);
    },

    /**
     * Runs mail work without making the caller wait (used where waiting would reveal whether an
     * account exists, or for SMTP's time); `flush` waits for it.
     */
    inBackground(work: () => Promise<unknown>): void {
      const task = work().catch((error) =>
        options.log.error({ err: error }, "background e-mail work failed"),
      );
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },

    /** Starts the queue worker: due e-mails are claimed and tried every poll (every server runs one). */
    start(): void {
      if (timer || stopped) return;
      timer = setInterval(() => void kick(), pollMs);
      timer.unref();
      void kick();
    },

    /** Claims and tries every e-mail due now, until none is left (tests; the worker does it by itself). */
    processDue,

    /**
     * Stops the worker; a run in progress and background sends finish their tries first, then the SMTP
     * connections close (app close, graceful shutdown). Mail recorded later waits in the queue for a server.
     */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      while (pending.size || run) await Promise.allSettled([...pending, run]);
      transport?.close();
    },

    /**
     * Resolves when background sends have finished and every e-mail due now has been tried (tests, and
     * mail queued without a first try); after `stop`, only the background sends (graceful shutdown).
     */
    async flush(): Promise<void> {
      do {
        await Promise.allSettled([...pending, run]);
        if (!stopped) await processDue();
      } while (pending.size || run);
    },
  };
}
