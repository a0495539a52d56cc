import { LogOut } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { initialsOf } from "#app/lib/utils.ts";

/** Who is signed in (initials, name, role) and Logout, at the end of a signed-in screen's header. */
export function SignedInUser({
  fullName,
  roleLabel,
  onLogout,
  logoutPending,
  className = "flex items-center gap-3",
}: {
  fullName: string;
  roleLabel: string;
  onLogout: () => void;
  logoutPending: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
        aria-hidden="true"
      >
        {initialsOf(fullName)}
      </span>
      <span className="hidden text-sm sm:block">
        <span className="block font-medium">{fullName}</span>
        <span className="block text-slate-600">{roleLabel}</span>
      </span>
      <Button variant="outline" size="sm" onClick={onLogout} disabled={logoutPending}>
        <LogOut aria-hidden="true" />
        Logout
      </Button>
    </div>
  );
}
