import { Download, ExternalLink } from "lucide-react";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import type { Resource } from "#shared/schemas/resources.ts";
import { hasUploadedFile } from "../lib/resource-views.ts";

type Variant = ButtonProps["variant"];

/** Download of a file uploaded here: a plain link to it, named for the resource. */
export function ResourceDownload({
  resource,
  variant,
}: {
  resource: Pick<Resource, "title" | "fileUrl">;
  variant?: Variant;
}) {
  return (
    <Button asChild size="sm" variant={variant}>
      <a href={resource.fileUrl ?? undefined} download>
        <Download aria-hidden="true" />
        Download<span className="sr-only">: {resource.title}</span>
      </a>
    </Button>
  );
}

/** Open Link to a resource elsewhere, in a new tab. */
export function ResourceOpenLink({
  title,
  href,
  variant,
}: {
  title: string;
  href: string;
  variant?: Variant;
}) {
  return (
    <Button asChild size="sm" variant={variant}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" />
        Open Link<span className="sr-only">: {title} (opens in a new tab)</span>
      </a>
    </Button>
  );
}

/**
 * Download for a file uploaded here (a plain link to it), Open Link for a link elsewhere (a new tab)
 * [2§2.11]; a resource with both offers both.
 */
export function ResourceActions({ resource }: { resource: Resource }) {
  const uploaded = hasUploadedFile(resource);
  const link = resource.externalUrl ?? (uploaded ? null : resource.fileUrl);
  return (
    <>
      {uploaded ? <ResourceDownload resource={resource} /> : null}
      {link ? (
        <ResourceOpenLink title={resource.title} href={link} variant={uploaded ? "outline" : "default"} />
      ) : null}
    </>
  );
}
