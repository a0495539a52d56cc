import { useDemoData } from "../api/get-demo-data.ts";

/**
 * A strip across the top of every signed-in screen while the demo accounts exist (docs/decisions/029):
 * their passwords are printed in the README, so nobody should mistake the install for a real one.
 */
export function DemoDataMarker({ signedIn }: { signedIn: boolean }) {
  const { data } = useDemoData(signedIn);
  if (!data?.demoAccounts) return null;
  return (
    <aside
      aria-label="Demo data"
      className="border-b border-amber-300 bg-amber-50 px-4 py-1.5 text-center text-sm text-amber-950"
    >
      <strong className="font-semibold">Demo data</strong> — this install has the demo accounts, whose
      passwords are public. Remove them before real families use it.
    </aside>
  );
}
