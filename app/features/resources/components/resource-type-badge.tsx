import {
  File,
  FileQuestion,
  FileSpreadsheet,
  FileText,
  Link2,
  type LucideIcon,
  Presentation,
} from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import type { ResourceType } from "#shared/schemas/resources.ts";
import { RESOURCE_TYPE_LABELS } from "../lib/resource-views.ts";

const ICONS: Record<ResourceType, LucideIcon> = {
  pdf: FileText,
  doc: FileText,
  ppt: Presentation,
  quiz: FileQuestion,
  link: Link2,
  other: FileSpreadsheet,
};

/** The resource type's icon, for the card's corner. */
export function ResourceTypeIcon({ type }: { type: ResourceType }) {
  const Icon = ICONS[type] ?? File;
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-md bg-brand-50 text-brand-700">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

/** The resource type as a word in a pill. */
export function ResourceTypeBadge({ type }: { type: ResourceType }) {
  return <Badge>{RESOURCE_TYPE_LABELS[type]}</Badge>;
}
