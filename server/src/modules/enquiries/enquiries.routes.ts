/** The landing page's Partner With Us form, stored and e-mailed to support; admins read the list. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema, okSchema } from "#shared/schemas/common.ts";
import { createEnquiryBodySchema, enquirySchema } from "#shared/schemas/enquiries.ts";
import { z } from "#shared/zod.ts";
import { enquiryNotificationEmail } from "../mail/templates.ts";
import { createEnquiriesRepository, toEnquiry } from "./enquiries.repository.ts";

export const ENQUIRY_RECEIVED = "Thank you! We'll be in touch within 24 hours.";

export default async function enquiriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config, mailer } = app.deps;
  const enquiriesRepo = createEnquiriesRepository(database.db);

  app.post(
    "/api/enquiries",
    {
      config: {
        access: "public",
        rateLimit: { ...config.rateLimits.publicForm, keyGenerator: (r) => `enquiry:${r.ip}` },
      },
      schema: {
        body: createEnquiryBodySchema,
        response: { 201: okSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const enquiry = await enquiriesRepo.create(request.body);
      mailer.inBackground(() =>
        mailer.send(config.brand.supportEmail, "enquiry", enquiryNotificationEmail(config.brand, enquiry)),
      );
      return reply.code(201).send({ message: ENQUIRY_RECEIVED });
    },
  );

  app.get(
    "/api/admin/enquiries",
    {
      config: { access: ["admin"] },
      schema: { response: { 200: z.array(enquirySchema), 401: apiErrorSchema, 403: apiErrorSchema } },
    },
    async () => (await enquiriesRepo.list()).map(toEnquiry),
  );
}
