import { type ComponentProps, lazy, Suspense, useState } from "react";
import { StreamingLinkTrigger } from "./streaming-link-trigger.tsx";

const StreamingLinkDialog = lazy(() =>
  import("./streaming-link-dialog.tsx").then((module) => ({ default: module.StreamingLinkDialog })),
);
const LiveSessionFormDialog = lazy(() =>
  import("./live-session-form-dialog.tsx").then((module) => ({ default: module.LiveSessionFormDialog })),
);

/**
 * Add YouTube Link, whose form (react-hook-form, the live sessions' schema and zod) loads when it is first
 * pressed rather than with /live-sessions (decision 055). The loaded dialog opens at once and then keeps
 * its own button, which looks the same.
 */
export function LazyStreamingLinkDialog() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <StreamingLinkTrigger onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<StreamingLinkTrigger disabled />}>
      <StreamingLinkDialog initiallyOpen />
    </Suspense>
  );
}

/** The live session form, loaded when Schedule Session or Edit is first pressed; mounted open. */
export function LazyLiveSessionFormDialog(props: ComponentProps<typeof LiveSessionFormDialog>) {
  return (
    <Suspense fallback={null}>
      <LiveSessionFormDialog {...props} />
    </Suspense>
  );
}
