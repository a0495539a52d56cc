import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { Thread } from "#shared/schemas/messages.ts";

const ContactTutorDialog = lazy(() =>
  import("#app/features/messages/components/contact-tutor-dialog.tsx").then((module) => ({
    default: module.ContactTutorDialog,
  })),
);

/**
 * Contact Tutor on the parent dashboard, whose form (react-hook-form, the message schema and zod) loads
 * when the button is first pressed rather than with the dashboard (decision 055). The loaded dialog opens
 * at once and then keeps its own button.
 */
export function ContactTutorButton({ onSent }: { onSent: (thread: Thread) => void }) {
  const [wanted, setWanted] = useState(false);
  const button = (pending: boolean) => (
    <Button variant="outline" icon={MessageCircle} disabled={pending} onClick={() => setWanted(true)}>
      Contact Tutor
    </Button>
  );
  if (!wanted) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <ContactTutorDialog onSent={onSent} initiallyOpen />
    </Suspense>
  );
}
