/**
 * Test support: an SMTP receiver on 127.0.0.1 that records every delivery attempt and can refuse the first
 * tries to an address (451, a temporary failure) or every try (550, a permanent one).
 */
import { SMTPServer } from "smtp-server";
import { freePort } from "../../test/server-process.ts";

export type DeliveryAttempt = { to: string; accepted: boolean; at: number };

export type SmtpReceiver = {
  url: string;
  /** Every RCPT TO seen, in order, with whether it was accepted. */
  attempts: DeliveryAttempt[];
  /** The raw messages accepted. */
  received: string[];
  /** Refuse the next `count` tries to `to` with 451 (temporarily unavailable). */
  refuseNext: (to: string, count: number) => void;
  /** Refuse every try to `to` with 550 (no such mailbox). */
  refuseAlways: (to: string) => void;
  close: () => Promise<void>;
};

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const port = await freePort();
  const attempts: DeliveryAttempt[] = [];
  const received: string[] = [];
  const refusalsLeft = new Map<string, number>();
  const refusedForGood = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    // No reverse DNS lookup of 127.0.0.1 per connection (it slowed every delivery by about 100 ms).
    disableReverseLookup: true,
    // The servers' pooled SMTP connections stay open: close them after 1 s instead of waiting 30 s for them.
    closeTimeout: 1_000,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      const left = refusalsLeft.get(to) ?? 0;
      if (refusedForGood.has(to)) {
        attempts.push({ to, accepted: false, at: Date.now() });
        // As many receivers do, the refusal quotes the address.
        return callback(Object.assign(new Error(`No such mailbox <${to}>`), { responseCode: 550 }));
      }
      if (left > 0) {
        refusalsLeft.set(to, left - 1);
        attempts.push({ to, accepted: false, at: Date.now() });
        return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
      }
      attempts.push({ to, accepted: true, at: Date.now() });
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    attempts,
    received,
    refuseNext: (to, count) => refusalsLeft.set(to.toLowerCase(), count),
    refuseAlways: (to) => refusedForGood.add(to.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
