import { useId } from "react";
import { NativeSelect } from "#app/components/ui/input.tsx";
import { useSelectedChild } from "../lib/selected-child.ts";

/**
 * Which child the student screens show, for a family with two or more children; the choice is kept on
 * the device. Renders nothing for fewer than two.
 */
export function ChildSwitcher() {
  const { children, selectedChild, selectChild } = useSelectedChild();
  const id = useId();
  if (children.length < 2 || !selectedChild) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Showing
      </label>
      <NativeSelect
        id={id}
        className="w-auto min-w-40"
        value={selectedChild.id}
        onChange={(event) => selectChild(Number(event.target.value))}
      >
        {children.map((child) => (
          <option key={child.id} value={child.id}>
            {child.label} ({child.grade})
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
