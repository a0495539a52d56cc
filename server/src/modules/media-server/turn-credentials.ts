/**
 * TURN credentials of one ticket (DECISIONS.md "The room where children really are"), in the TURN REST
 * scheme coturn checks with `use-auth-secret`: the user name is `<unix expiry>:<ticket>` and the password
 * base64(HMAC-SHA1(shared secret, user name)). The TURN server itself refuses a forged or expired pair; the
 * app never stores them.
 */
import { createHmac } from "node:crypto";
import type { IceServer } from "./media-server.port.ts";

/** Where browsers reach a TURN server and the secret its credentials are signed with. */
export type TurnRelay = { urls: string[]; secret: string };

export function turnCredentials(secret: string, ticket: string, expiresAt: Date) {
  if (secret.length === 0) throw new Error("TURN credentials need a secret.");
  if (/[:\s]/.test(ticket) || ticket.length === 0) throw new Error(`Not a ticket for TURN: "${ticket}"`);
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  const username = `${expiry}:${ticket}`;
  return { username, credential: createHmac("sha1", secret).update(username).digest("base64") };
}

/** The ICE servers a ticket carries: the configured ones, then the relay with the ticket's own credentials. */
export function ticketIceServers(
  base: readonly IceServer[],
  relay: TurnRelay | null,
  ticket: string,
  expiresAt: Date,
): IceServer[] {
  if (!relay) return [...base];
  return [...base, { urls: relay.urls, ...turnCredentials(relay.secret, ticket, expiresAt) }];
}
