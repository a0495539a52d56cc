import { useMemo } from "react";
import { useSelectedChild } from "#app/features/students/lib/selected-child.ts";

/** The family's children's labels by id: what names each child's Join into a lesson room (decision 053). */
export function useChildLabels(): ReadonlyMap<number, string> {
  const { children } = useSelectedChild();
  return useMemo(() => new Map(children.map((child) => [child.id, child.label])), [children]);
}
