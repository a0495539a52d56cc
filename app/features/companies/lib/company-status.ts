import type { BadgeTone } from "#app/components/ui/badge.tsx";
import type { CompanyStatus } from "#shared/schemas/companies.ts";

export const STATUS_LABELS: Record<CompanyStatus, string> = {
  active: "Active",
  inactive: "Inactive",
  pending: "Pending",
};

/** [1§2]: active green, inactive grey, pending yellow. */
export const STATUS_TONES: Record<CompanyStatus, BadgeTone> = {
  active: "success",
  inactive: "neutral",
  pending: "warning",
};
