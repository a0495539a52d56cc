import { Tabs as TabsPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

/** Radix tabs: arrow keys move between triggers, each trigger controls its panel. */
export const Tabs = TabsPrimitive.Root;
export const TabsContent = TabsPrimitive.Content;

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn("flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:bg-white data-[state=active]:text-slate-950 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}
