import { Download, ExternalLink } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import type { Resource } from "#shared/schemas/resources.ts";
import { hasUploadedFile } from "../lib/resource-views.ts";

/**
 * Download for a file uploaded here (a plain link to it), Open Link for a link elsewhere (a new tab)
 * [2§2.11]; a resource with both offers both.
 */
export function ResourceActions({ resource }: { resource: Resource }) {
  const uploaded = hasUploadedFile(resource);
  const link = resource.externalUrl ?? (uploaded ? null : resource.fileUrl);
  return (
    <>
      {uploaded ? (
        <Button asChild size="sm">
          <a href={resource.fileUrl!} download>
            <Download aria-hidden="true" />
            Download<span className="sr-only">: {resource.title}</span>
          </a>
        </Button>
      ) : null}
      {link ? (
        <Button asChild size="sm" variant={uploaded ? "outline" : "default"}>
          <a href={link} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Open Link<span className="sr-only">: {resource.title} (opens in a new tab)</span>
          </a>
        </Button>
      ) : null}
    </>
  );
}
