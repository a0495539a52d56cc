/**
 * The child the student screens show (DECISIONS.md "Children of a family"): chosen with the switcher,
 * remembered on the device in localStorage, shared by every component through one small store, and
 * following other tabs through the `storage` event. Nothing remembered, or a child since removed, falls
 * back to the first child.
 */
import { useCallback, useSyncExternalStore } from "react";
import type { FamilyChild } from "#shared/schemas/students.ts";
import { useFamilyChildren } from "../api/get-family-children.ts";

export const SELECTED_CHILD_KEY = "selected-child-id";

const listeners = new Set<() => void>();

function readRemembered(): number | null {
  try {
    const value = Number(window.localStorage.getItem(SELECTED_CHILD_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function remember(id: number) {
  try {
    window.localStorage.setItem(SELECTED_CHILD_KEY, String(id));
  } catch {
    // storage refused (private mode): the choice lasts until the page reloads
  }
  memory = id;
  for (const listener of listeners) listener();
}

// What was chosen when storage refused to keep it.
let memory: number | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SELECTED_CHILD_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const snapshot = () => readRemembered() ?? memory;

/** The remembered child among `children`, else the first; null when the family has none. */
export function pickChild(children: readonly FamilyChild[], rememberedId: number | null): FamilyChild | null {
  return children.find((child) => child.id === rememberedId) ?? children[0] ?? null;
}

/**
 * The child the student screens will show, read outside React (a route's loader, which asks for that
 * child's data before the screen first draws): the same choice `useSelectedChild` makes.
 */
export const chosenChild = (children: readonly FamilyChild[]): FamilyChild | null =>
  pickChild(children, snapshot());

export function useSelectedChild(): {
  children: FamilyChild[];
  selectedChild: FamilyChild | null;
  selectChild: (id: number) => void;
  isLoading: boolean;
} {
  const query = useFamilyChildren();
  const rememberedId = useSyncExternalStore(subscribe, snapshot, () => null);
  const children = query.data ?? [];
  const selectChild = useCallback((id: number) => remember(id), []);
  return {
    children,
    selectedChild: pickChild(children, rememberedId),
    selectChild,
    isLoading: query.isPending,
  };
}
