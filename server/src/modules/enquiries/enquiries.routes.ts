/** The landing page's Partner With Us form: stored and e-mailed to support. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okSchema } from "#shared/schemas/common.ts";
import { createEnquiryBodySchema } from "#shared/schemas/enquiries.ts";
import { errorResponses, publicRateLimited } from "../../http/route-options.ts";

export const ENQUIRY_RECEIVED = "Thank you! We'll be in touch within 24 hours.";

export default async function enquiriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, services } = app.deps;

  app.post(
    "/api/enquiries",
    {
      config: publicRateLimited(config.rateLimits.publicForm, "enquiry"),
      schema: {
        body: createEnquiryBodySchema,
        response: { 201: okSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await services.enquiries.submit(request.body);
      return reply.code(201).send({ message: ENQUIRY_RECEIVED });
    },
  );
}
