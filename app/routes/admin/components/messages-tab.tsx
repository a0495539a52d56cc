import { useState } from "react";
import { MessagesScreen } from "#app/features/messages/components/messages-screen.tsx";
import { TabHeading } from "./tab-heading.tsx";

/** Messages (decision 028): every conversation between families and teachers; an admin can hide a message. */
export function MessagesTab() {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  return (
    <section className="grid gap-6" aria-labelledby="messages-heading">
      <TabHeading
        id="messages-heading"
        title="Messages"
        description="Every conversation between families and teachers, for safeguarding. Hidden messages are kept."
      />
      <MessagesScreen viewer="admin" selectedId={selectedId} onSelect={setSelectedId} />
    </section>
  );
}
