/**
 * `/api/employer/*` (DECISIONS.md "Employers: places, leavers, HR managers"): an HR manager's own company,
 * its places, its employees' accounts, invites, CSV upload, bulk generation and registration codes. Every
 * call acts on the HR manager's company from the session; a row of another company answers 404.
 */
import { idParamsSchema, rowIdParam } from "#shared/schemas/common.ts";
import {
  bulkUploadResponseSchema,
  generateBulkAccountsResponseSchema,
} from "#shared/schemas/employee-accounts.ts";
import {
  EMPLOYER_API,
  employeesPageSchema,
  employeesQuerySchema,
  employerBulkUploadBodySchema,
  employerCompanySchema,
  employerGenerateBodySchema,
  employerRegistrationCodeBodySchema,
  leaversBodySchema,
  leaversResultSchema,
} from "#shared/schemas/employer.ts";
import {
  generateInvitesBodySchema,
  inviteItemSchema,
  inviteListItemSchema,
  registrationCodeResponseSchema,
} from "#shared/schemas/registration.ts";
import { z } from "#shared/zod.ts";
import { deniedResponses, employerAccess, errorResponses, routeModule } from "../../http/route-options.ts";
import { allOrNothing, BULK_UPLOAD_BODY_LIMIT } from "../employee-accounts/employee-accounts.errors.ts";
import { toIssuedInvite, toListedInvite, toRegistrationCode } from "../registration/registration.rules.ts";
import { employerOf } from "./employer-access.ts";

export default routeModule((app, { links, services: { employer, leavers } }) => {
  app.get(
    EMPLOYER_API.company,
    {
      config: employerAccess,
      schema: {
        description: "The HR manager's company and its places (purchased, used, free).",
        response: { 200: employerCompanySchema, ...errorResponses(404), ...deniedResponses },
      },
    },
    async (request) => employer.company(employerOf(request).companyId),
  );

  app.get(
    EMPLOYER_API.employees,
    {
      config: employerAccess,
      schema: {
        description:
          "The company's employees' accounts (name, e-mail, registered, activated, left), by name, 50 a page; " +
          "never their children, bookings, attendance, messages or recordings.",
        querystring: employeesQuerySchema,
        response: { 200: employeesPageSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => employer.employees(employerOf(request).companyId, request.query),
  );

  app.get(
    EMPLOYER_API.invites,
    {
      config: employerAccess,
      schema: { response: { 200: z.array(inviteListItemSchema), ...deniedResponses } },
    },
    async (request) => (await employer.invites(employerOf(request).companyId)).map(toListedInvite),
  );

  app.post(
    EMPLOYER_API.invites,
    {
      config: employerAccess,
      schema: {
        body: generateInvitesBodySchema,
        response: { 201: z.array(inviteItemSchema), ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const { companyId, actor } = employerOf(request);
      const issued = await employer.invite(companyId, actor, request.body.employees);
      return reply.code(201).send(issued.map((one) => toIssuedInvite(one, links)));
    },
  );

  app.post(
    EMPLOYER_API.inviteResend(":id"),
    {
      config: employerAccess,
      schema: {
        params: idParamsSchema,
        response: { 200: inviteItemSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request) => {
      const { companyId, actor } = employerOf(request);
      return toIssuedInvite(await employer.resendInvite(companyId, actor, request.params.id), links);
    },
  );

  app.post(
    EMPLOYER_API.bulkUpload,
    {
      config: employerAccess,
      bodyLimit: BULK_UPLOAD_BODY_LIMIT,
      schema: {
        body: employerBulkUploadBodySchema,
        response: { 200: bulkUploadResponseSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request) => {
      const { companyId, actor } = employerOf(request);
      return allOrNothing(request, () => employer.upload(companyId, actor, request.body));
    },
  );

  app.post(
    EMPLOYER_API.bulkGenerate,
    {
      config: employerAccess,
      schema: {
        body: employerGenerateBodySchema,
        response: {
          201: generateBulkAccountsResponseSchema,
          ...errorResponses(400, 404, 409),
          ...deniedResponses,
        },
      },
    },
    async (request, reply) => {
      const { companyId, actor } = employerOf(request);
      const result = await allOrNothing(request, () => employer.generate(companyId, actor, request.body));
      return reply.code(201).send(result);
    },
  );

  app.get(
    EMPLOYER_API.registrationCodes,
    {
      config: employerAccess,
      schema: { response: { 200: z.array(registrationCodeResponseSchema), ...deniedResponses } },
    },
    async (request) =>
      (await employer.codes(employerOf(request).companyId)).map((row) => toRegistrationCode(row, links)),
  );

  app.post(
    EMPLOYER_API.registrationCodes,
    {
      config: employerAccess,
      schema: {
        body: employerRegistrationCodeBodySchema,
        response: { 201: registrationCodeResponseSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const { companyId, actor } = employerOf(request);
      const created = await employer.createCode(companyId, actor, request.body);
      return reply.code(201).send(toRegistrationCode(created, links));
    },
  );

  app.delete(
    EMPLOYER_API.registrationCode(":id"),
    {
      config: employerAccess,
      schema: {
        description: "Revokes one of the company's registration codes; another company's answers 404.",
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const { companyId, actor } = employerOf(request);
      await employer.revokeCode(companyId, actor, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Leavers: the leavers' service (the admin's), on this company; another company's employee answers 404.
  app.post(
    EMPLOYER_API.leavers,
    {
      config: employerAccess,
      schema: {
        description:
          "Marks employees of the company as leaving on `leftAt` (today or later, Europe/London): from then " +
          "they cannot sign in and their places are free.",
        body: leaversBodySchema,
        response: { 200: leaversResultSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => {
      const { companyId, actor } = employerOf(request);
      return leavers.mark({ companyId, ...request.body, actor });
    },
  );

  app.delete(
    EMPLOYER_API.leaver(":userId"),
    {
      config: employerAccess,
      schema: {
        description: "Undoes an employee's future leaving date (409 once the date has come).",
        params: z.object({ userId: rowIdParam }),
        response: { 204: z.null(), ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const { companyId, actor } = employerOf(request);
      await leavers.undo({ companyId, userId: request.params.userId, actor });
      return reply.code(204).send(null);
    },
  );
});
