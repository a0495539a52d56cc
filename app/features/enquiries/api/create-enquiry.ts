import { api } from "#app/lib/api-client.ts";
import type { CreateEnquiryBody } from "#shared/schemas/enquiries.ts";

/** Sends the Partner With Us form to the enquiries API (DECISIONS.md: stored, e-mailed, shown to admins). */
export function createEnquiry(body: CreateEnquiryBody): Promise<unknown> {
  return api.post("/api/enquiries", body);
}

/** The shared schema, loaded only when the form is used so the landing page stays light. */
export function loadEnquirySchema() {
  return import("#shared/schemas/enquiries.ts").then((module) => module.createEnquiryBodySchema);
}
