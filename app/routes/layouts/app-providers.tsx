import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { Toaster } from "#app/components/ui/toast.tsx";
import { queryClient } from "#app/lib/query-client.ts";

/**
 * Data and toasts for the screens that call the API. Public marketing pages sit outside this
 * layout so their JavaScript stays small.
 */
export default function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}
