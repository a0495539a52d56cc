import { lazy, Suspense, useEffect, useState } from "react";
import { hasFlashToast } from "#app/lib/flash-toast.ts";

// The toaster (and Radix Toast) loads only when a toast was carried over, keeping public pages light.
const Toaster = lazy(() =>
  import("#app/components/ui/toast.tsx").then((module) => ({ default: module.Toaster })),
);

/**
 * For pages without a toaster of their own (the public marketing pages): shows the toast a full-page
 * redirect carried over, such as 'Logged out' after logout [1§8].
 */
export function FlashToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (hasFlashToast()) setNeeded(true);
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
