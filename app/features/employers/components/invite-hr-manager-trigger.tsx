import { UserPlus } from "lucide-react";
import { type ComponentProps, lazy, Suspense, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";

/** The button that opens Invite HR Manager. */
export function InviteHrManagerTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" icon={UserPlus} {...props}>
      Invite HR Manager
    </Button>
  );
}

const InviteHrManagerDialog = lazy(() =>
  import("./invite-hr-manager-dialog.tsx").then((module) => ({ default: module.InviteHrManagerDialog })),
);

/**
 * Invite HR Manager whose form (react-hook-form and the schema's zod) loads on the first click, so the
 * company page's first draw carries neither (decision 055).
 */
export function LazyInviteHrManagerDialog(props: { companyId: number; companyName: string }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <InviteHrManagerTrigger onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<InviteHrManagerTrigger disabled />}>
      <InviteHrManagerDialog {...props} initiallyOpen />
    </Suspense>
  );
}
