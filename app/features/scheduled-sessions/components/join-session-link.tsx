import { Video } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";

/** Opens a session's streaming link in a new tab; the caller decides when it may be shown. */
export function JoinSessionLink({ url, label, title }: { url: string; label: string; title: string }) {
  return (
    <Button asChild>
      <a href={url} target="_blank" rel="noopener noreferrer">
        <Video aria-hidden="true" />
        {label}
        <span className="sr-only">: {title} (opens in a new tab)</span>
      </a>
    </Button>
  );
}
