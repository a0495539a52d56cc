import { ShieldCheck } from "lucide-react";
import { SAFEGUARDING_NOTICE } from "#shared/schemas/message-words.ts";

/** The plain statement that the school can read every message (DECISIONS.md "safeguarding"). */
export function SafeguardingNotice() {
  return (
    <p className="flex items-start gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
      <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{SAFEGUARDING_NOTICE}</span>
    </p>
  );
}
