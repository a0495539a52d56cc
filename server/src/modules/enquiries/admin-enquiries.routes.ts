/** The enquiries sent through the Partner With Us form, read by admins. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { enquirySchema } from "#shared/schemas/enquiries.ts";
import { z } from "#shared/zod.ts";
import { adminAccess, deniedResponses } from "../../http/route-options.ts";

export default async function adminEnquiriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { enquiries } = app.deps.services;

  app.get(
    "/api/admin/enquiries",
    { config: adminAccess, schema: { response: { 200: z.array(enquirySchema), ...deniedResponses } } },
    async () => enquiries.list(),
  );
}
