import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter, TitledDialog } from "#app/components/ui/dialog.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { ALL_ACCEPTED, type ConsentPreferences, NECESSARY_ONLY } from "../consent-storage.ts";

const CATEGORIES = [
  {
    key: "necessary",
    label: "Necessary",
    description: "Needed for signing in and keeping the site secure. Always on.",
  },
  {
    key: "analytics",
    label: "Analytics",
    description: "Help us understand how the site is used so we can improve it.",
  },
  {
    key: "marketing",
    label: "Marketing",
    description: "Let us measure our campaigns and show relevant information.",
  },
  {
    key: "preferences",
    label: "Preference",
    description: "Remember choices such as your settings between visits.",
  },
] as const;

export default function CookiePreferencesDialog({
  open,
  onOpenChange,
  onSave,
  initial = NECESSARY_ONLY,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (preferences: ConsentPreferences) => void;
  /** The switches' starting positions: the stored choice when there is one. */
  initial?: ConsentPreferences;
}) {
  const [choices, setChoices] = useState<ConsentPreferences>(initial);
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cookie Preferences"
      description="Choose which cookies we may use. You can change this at any time."
    >
      <ul className="grid gap-4">
        {CATEGORIES.map((category) => {
          const id = `cookie-${category.key}`;
          const locked = category.key === "necessary";
          return (
            <li key={category.key} className="flex items-start justify-between gap-4">
              <div>
                <label htmlFor={id} className="font-medium">
                  {category.label} cookies
                </label>
                <p className="text-sm text-slate-600">{category.description}</p>
              </div>
              <Switch
                id={id}
                checked={locked ? true : choices[category.key]}
                disabled={locked}
                onCheckedChange={(checked) =>
                  setChoices((previous) => ({ ...previous, [category.key]: checked }))
                }
              />
            </li>
          );
        })}
      </ul>
      <DialogFooter>
        <Button variant="outline" onClick={() => onSave(choices)}>
          Save Preferences
        </Button>
        <Button onClick={() => onSave(ALL_ACCEPTED)}>Accept All</Button>
      </DialogFooter>
    </TitledDialog>
  );
}
