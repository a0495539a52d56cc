/**
 * The Partner With Us enquiries [1§2]: each one stored and e-mailed to support (in the background, so the
 * visitor is answered without waiting for the mail queue), and read back by admins.
 */
import type { Brand } from "#shared/config/brand.ts";
import type { Mailer } from "../mail/mailer.ts";
import { enquiryNotificationEmail } from "../mail/notices.templates.ts";
import { type EnquiriesRepository, type NewEnquiry, toEnquiry } from "./enquiries.repository.ts";

/** What the enquiries service uses, each named (decision 052). */
export type EnquiriesServiceDeps = {
  enquiriesRepo: EnquiriesRepository;
  mailer: Mailer;
  brand: Pick<Brand, "name" | "supportEmail">;
};

export function createEnquiriesService({ enquiriesRepo, mailer, brand }: EnquiriesServiceDeps) {
  return {
    /** Stores the enquiry and sends support its notice. */
    async submit(values: NewEnquiry): Promise<void> {
      const enquiry = await enquiriesRepo.create(values);
      mailer.inBackground(() =>
        mailer.send(brand.supportEmail, "enquiry", enquiryNotificationEmail(brand, enquiry)),
      );
    },

    /** Every enquiry, newest first, as the API answers it. */
    async list() {
      return (await enquiriesRepo.list()).map(toEnquiry);
    },
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
