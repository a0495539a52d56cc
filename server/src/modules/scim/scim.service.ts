/**
 * Provisioning through SCIM (DECISIONS.md "Employers: single sign-on and provisioning"): a
 * company's HR system, holding one of its bearer tokens, makes, reads, changes and removes the company's
 * employees. This service holds the rules; `scim-users.resource.ts` speaks SCIM (scimmy) around it.
 *
 * - A creation makes a family account linked to the company, claiming one of its places in the same
 *   statement, with the HR system's `externalId` and name parts beside it. Unless the company signs in
 *   through its identity provider, the person is e-mailed (through the outbox, in that statement) an
 *   invitation to choose a password: a single-use reset link. Until then the account has no password of
 *   ours (an unusable hash), so no password hashing is spent per creation.
 * - `active: false` and a deletion make the employee a leaver today (the leavers' service ends access and
 *   frees the place); `active: true` before that date has passed undoes it.
 * - Every change is written to the company's audit list, the token's label as the actor.
 */
import { randomBytes } from "node:crypto";
import type { Brand } from "#shared/config/brand.ts";
import { emailSchema } from "#shared/schemas/auth.ts";
import type { appLinks } from "../../config/links.ts";
import type { Transaction } from "../../db/transaction.ts";
import { digestToken, newToken } from "../../lib/tokens.ts";
import type { AuditActor, EmployerAuditRepository } from "../employer-audit/employer-audit.repository.ts";
import { londonDay } from "../leavers/leavers.service.ts";
import type { AttemptLimiter } from "../rate-limits/attempt-limiter.service.ts";
import { noPlacesLeft } from "../users/places.errors.ts";
import { companyAccessEnded as companyStopped } from "../users/users.rules.ts";
import {
  companyAccessEnded,
  companyGone,
  domainOfAnotherCompany,
  emailNotChangeable,
  invalidToken,
  missingToken,
  scimUserNotFound,
  userNameNotEmail,
  userNameTaken,
} from "./scim.errors.ts";
import {
  ScimEmailNotChangeable,
  type ScimRepository,
  ScimUniquenessConflict,
  type ScimUserMatch,
  type ScimUserRow,
} from "./scim.repository.ts";
import { SCIM_INVITATION_DAYS, scimInvitationEmail } from "./scim.templates.ts";
import type { ScimTokensRepository } from "./scim-tokens.repository.ts";

/** The HR system calling: its token, and the company the token acts for. */
export type ScimClient = { tokenId: number; companyId: number; label: string };

/** What a POST or PUT (or a PATCH, once applied) says of an employee. */
export type ScimUserInput = {
  userName: string;
  externalId?: string;
  givenName?: string;
  familyName?: string;
  displayName?: string;
  /** Absent: unchanged (a creation is active). */
  active?: boolean;
};

/** The employee as SCIM answers it, before scimmy adds the schema and the location. */
export type ScimUserView = ScimUserRow & { active: boolean };

/** The leavers' service's two calls this one makes (`services.leavers`), passed by the container. */
export type LeaverPorts = {
  mark: (input: {
    companyId: number;
    userIds: number[];
    leftAt: string;
    actor: AuditActor;
  }) => Promise<unknown>;
  undo: (input: { companyId: number; userId: number; actor: AuditActor }) => Promise<unknown>;
};

/** The repositories a change writes, bound to one transaction (a creation is one statement). */
type ScimWrites = {
  scim: ScimRepository;
  employerAudit: EmployerAuditRepository;
};

export type ScimServiceDeps = {
  scimRepo: ScimRepository;
  tokensRepo: ScimTokensRepository;
  transaction: Transaction<ScimWrites>;
  leavers: LeaverPorts;
  /** Requests per token (429 past it). */
  requestsPerToken: AttemptLimiter;
  brand: Brand;
  links: Pick<ReturnType<typeof appLinks>, "resetPassword">;
  /**
   * The company whose sign-in holds this e-mail domain (lower-case, no `@`), or null: the single sign-on
   * module's, passed by the container.
   */
  domainHolder: (domain: string) => Promise<number | null>;
  /** Today's date in Europe/London (YYYY-MM-DD); a clock tests may set. */
  today?: () => string;
};

const USERNAME_MAX = 50;
const COMPANY_NAME_TTL_MS = 30_000;

/**
 * A password hash no password matches (not an argon2 string, so verifying fails): the account signs in
 * only once its person chooses a password through the invitation, or through the company's provider.
 */
const unusablePasswordHash = () => `!scim:${randomBytes(16).toString("hex")}`;

/** The username of an account made by SCIM: the work e-mail itself when it fits, else its local part. */
function usernameCandidates(email: string): string[] {
  const lowered = email.toLowerCase();
  const local = (lowered.split("@")[0] ?? "user").replace(/[^a-z0-9._-]/g, "").slice(0, 40) || "user";
  const numbered = `${local}.${randomBytes(3).readUIntBE(0, 3) % 1_000_000}`;
  return lowered.length <= USERNAME_MAX ? [lowered, numbered] : [numbered];
}

const isActive = (row: ScimUserRow) => row.leftAt === null || row.leftAt.getTime() > Date.now();

/** The account's full name from what SCIM sent: displayName, else the name's parts, else the e-mail. */
function fullNameOf(input: ScimUserInput, fallback: string) {
  const parts = [input.givenName, input.familyName].filter((part) => part?.trim()).join(" ");
  return (input.displayName?.trim() || parts.trim() || fallback).slice(0, 200);
}

function workEmail(userName: string) {
  const parsed = emailSchema.safeParse(userName);
  if (!parsed.success) throw userNameNotEmail();
  return parsed.data;
}

export function createScimService(deps: ScimServiceDeps) {
  const { scimRepo, tokensRepo, transaction, leavers, brand, links } = deps;
  const today = deps.today ?? (() => londonDay(new Date()));
  const actorOf = (client: ScimClient): AuditActor => ({ kind: "scim", userId: null, label: client.label });

  // The company's name, for the invitation's text only, kept a little while: a sync creates thousands in a
  // row, and a renamed company's next invitations may carry the old name for that long. Whether it signs
  // in through a provider, and whether it still exists, are read in the creating statement itself.
  const companyNames = new Map<number, { name: string; until: number }>();
  async function nameOf(companyId: number) {
    const known = companyNames.get(companyId);
    if (known && known.until > Date.now()) return known.name;
    const company = await scimRepo.company(companyId);
    if (!company) throw companyGone();
    if (companyNames.size >= 1000) companyNames.clear();
    companyNames.set(companyId, { name: company.name, until: Date.now() + COMPANY_NAME_TTL_MS });
    return company.name;
  }

  /**
   * An address at a domain another company holds for its sign-in would be that company's employee's: the
   * person's registration and that company's sign-in would both find this account. An address at no
   * company's domain is taken, as before (a company need not set up its sign-in to provision).
   */
  async function requireNotAnotherCompanys(client: ScimClient, email: string) {
    const holder = await deps.domainHolder(email.slice(email.lastIndexOf("@") + 1).toLowerCase());
    if (holder !== null && holder !== client.companyId) throw domainOfAnotherCompany();
  }

  async function require(client: ScimClient, id: string): Promise<ScimUserRow> {
    const numeric = /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : Number.NaN;
    const row = numeric <= 2_147_483_647 ? await scimRepo.find(client.companyId, numeric) : null;
    if (!row) throw scimUserNotFound(id);
    return row;
  }

  const view = (row: ScimUserRow): ScimUserView => ({ ...row, active: isActive(row) });

  /**
   * `active: false` makes an active employee a leaver today; `active: true` undoes a leaving date (the
   * leavers' service refuses, 409, once that date has come). Absent: unchanged.
   */
  async function setActive(client: ScimClient, row: ScimUserRow, active: boolean | undefined) {
    const actor = actorOf(client);
    if (active === false && isActive(row)) {
      await leavers.mark({ companyId: client.companyId, userIds: [row.id], leftAt: today(), actor });
    } else if (active === true && row.leftAt !== null) {
      await leavers.undo({ companyId: client.companyId, userId: row.id, actor });
    }
  }

  return {
    /** The token's client, its use noted and counted; 401 without one or with an unknown or revoked one. */
    async authenticate(authorization: string | undefined): Promise<ScimClient> {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
      if (!match) throw missingToken();
      const token = await tokensRepo.findUsable(digestToken(match[1]!));
      if (!token) throw invalidToken();
      // The company's access ended (inactive, or its subscription over): its tokens stop with it. The same
      // rule as the password sign-in's, so a company's employees and its HR system are let in alike.
      if (companyStopped(token)) throw companyAccessEnded();
      await deps.requestsPerToken.hit(`token:${token.id}`);
      if (!token.lastUsedAt || Date.now() - token.lastUsedAt.getTime() > 60_000)
        await tokensRepo.touch(token.id);
      return { tokenId: token.id, companyId: token.companyId, label: token.label };
    },

    async get(client: ScimClient, id: string): Promise<ScimUserView> {
      return view(await require(client, id));
    },

    /** A page of the company's employees, `startIndex` 1-based as SCIM counts. */
    async page(client: ScimClient, match: ScimUserMatch | null, startIndex: number, count: number) {
      const { rows, total } = await scimRepo.page(client.companyId, match, startIndex - 1, count);
      return { users: rows.map(view), total };
    },

    async create(client: ScimClient, input: ScimUserInput): Promise<ScimUserView> {
      const email = workEmail(input.userName);
      await requireNotAnotherCompanys(client, email);
      const companyName = await nameOf(client.companyId);
      const fullName = fullNameOf(input, email);
      const externalId = input.externalId ?? null;
      const givenName = input.givenName ?? null;
      const familyName = input.familyName ?? null;
      let created: ScimUserRow | undefined;
      for (const username of usernameCandidates(email)) {
        // The invitation is made whether or not it is sent: the statement leaves it out for a company
        // whose employees sign in through its provider.
        const { token, digest } = newToken();
        const content = scimInvitationEmail(brand, {
          fullName,
          companyName,
          username,
          choosePasswordUrl: links.resetPassword(token),
        });
        const account = {
          companyId: client.companyId,
          username,
          email,
          fullName,
          passwordHash: unusablePasswordHash(),
          externalId,
          givenName,
          familyName,
        };
        const invitation = {
          resetDigest: digest,
          resetExpiresAt: new Date(Date.now() + SCIM_INVITATION_DAYS * 24 * 60 * 60 * 1000),
          content,
        };
        let outcome: Awaited<ReturnType<ScimRepository["create"]>>;
        try {
          outcome = await scimRepo.create(account, invitation, client.label);
        } catch (error) {
          if (error instanceof ScimUniquenessConflict) throw userNameTaken();
          throw error;
        }
        if (outcome.id !== null) {
          const { id, createdAt } = outcome;
          created = {
            id,
            email,
            fullName,
            createdAt,
            leftAt: null,
            externalId,
            givenName,
            familyName,
            updatedAt: createdAt,
          };
          break;
        }
        if (!outcome.companyExists) throw companyGone();
        // Nothing made: the address is taken (409 uniqueness, as before any other refusal), or the username
        // (the next candidate is tried), or the company is full.
        const taken = await scimRepo.taken(email, username);
        if (taken.email) throw userNameTaken();
        if (taken.username) continue;
        if (outcome.free !== null && outcome.free < 1) throw noPlacesLeft();
        throw userNameTaken();
      }
      if (!created) throw userNameTaken();
      // The invitation waits in the outbox for the queue's worker (every few seconds), so a sync of
      // thousands does not also start a sending run per employee.
      if (input.active === false) {
        await setActive(client, created, false);
        return view((await scimRepo.find(client.companyId, created.id))!);
      }
      return view(created);
    },

    /** A PUT, or a PATCH once applied to the current resource: the whole employee as sent. */
    async replace(client: ScimClient, id: string, input: ScimUserInput): Promise<ScimUserView> {
      const row = await require(client, id);
      const email = workEmail(input.userName);
      const change = {
        email,
        fullName: fullNameOf(input, row.fullName),
        externalId: input.externalId ?? null,
        givenName: input.givenName ?? null,
        familyName: input.familyName ?? null,
      };
      const changed = (Object.keys(change) as Array<keyof typeof change>).filter((key) =>
        key === "email" ? change.email.toLowerCase() !== row.email.toLowerCase() : change[key] !== row[key],
      );
      if (changed.length > 0) {
        // An account its family registered itself keeps the family's address: else the token's holder
        // could write an address of its own and link its provider to the account (decision 056).
        if (changed.includes("email") && !(await scimRepo.emailChangeable(row.id)))
          throw emailNotChangeable();
        if (changed.includes("email")) await requireNotAnotherCompanys(client, email);
        if (changed.includes("email") && (await scimRepo.taken(email, email, row.id)).email)
          throw userNameTaken();
        try {
          await transaction(async (writes) => {
            await writes.scim.update(row.id, client.companyId, change);
            await writes.employerAudit.record({
              companyId: client.companyId,
              actor: actorOf(client),
              action: "employee.updated",
              targetUserId: row.id,
              targetLabel: email,
              detail: { fields: changed },
            });
          });
        } catch (error) {
          if (error instanceof ScimUniquenessConflict) throw userNameTaken();
          if (error instanceof ScimEmailNotChangeable) throw emailNotChangeable();
          throw error;
        }
      }
      await setActive(client, { ...row, ...change }, input.active);
      return view((await scimRepo.find(client.companyId, row.id))!);
    },

    /** A DELETE: the employee becomes a leaver today (the account and its records are kept). */
    async remove(client: ScimClient, id: string): Promise<void> {
      const row = await require(client, id);
      if (isActive(row)) await setActive(client, row, false);
    },
  };
}

export type ScimService = ReturnType<typeof createScimService>;
