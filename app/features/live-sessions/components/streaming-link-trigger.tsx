import { Radio } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "#app/components/ui/button.tsx";

/** The button that opens the streaming-link dialog [2§2.8]. */
export function StreamingLinkTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" icon={Radio} {...props}>
      Add YouTube Link
    </Button>
  );
}
