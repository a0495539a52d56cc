import { Search } from "lucide-react";
import type * as React from "react";
import { Input } from "#app/components/ui/input.tsx";

/** A search box with its magnifier icon; name it with `aria-label` or a label pointing at its `id`. */
export function SearchInput(props: Omit<React.ComponentProps<"input">, "type" | "className">) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
