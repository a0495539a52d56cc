import { toast } from "#app/components/ui/toast.tsx";
import { ApiError } from "#app/lib/api-client.ts";

/** The fields every company form has, in the order the server's issues are put on them. */
export const COMPANY_FORM_FIELDS = ["name", "contactName", "contactEmail", "contactPhone", "notes"] as const;

/** The blank company both add forms (companies tab, registration tab) start from and return to. */
export const blankCompany = () => ({
  name: "",
  contactName: "",
  contactEmail: "",
  contactPhone: "",
  notes: "",
  status: "active" as const,
});

/** [1§8]: 'Error' with the server's message, or the generic text when there is none. */
export function addCompanyFailed(error: unknown) {
  const message =
    error instanceof ApiError && error.serverMessage
      ? error.serverMessage
      : "Failed to add company. Please try again.";
  toast({ title: "Error", description: message, variant: "destructive" });
}
