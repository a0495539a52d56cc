import { lazy, Suspense, useState } from "react";
import { type ConsentPreferences, readConsent, saveConsent } from "../consent-storage.ts";

const CookiePreferencesDialog = lazy(() => import("./cookie-preferences-dialog.tsx"));

/**
 * Reopens the Cookie Preferences dialog after the banner has gone, starting from the stored choice,
 * so consent can be withdrawn as easily as it was given (UK GDPR, PECR).
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [stored, setStored] = useState<ConsentPreferences | undefined>(undefined);
  const [saved, setSaved] = useState(false);

  const show = () => {
    setStored(readConsent()?.preferences);
    setSaved(false);
    setOpen(true);
  };
  const save = (preferences: ConsentPreferences) => {
    saveConsent(preferences);
    setOpen(false);
    setSaved(true);
  };

  return (
    <>
      <button type="button" className={className} onClick={show}>
        Cookie Settings
      </button>
      <span role="status" className="sr-only">
        {saved ? "Cookie preferences saved" : ""}
      </span>
      {open ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog open={open} onOpenChange={setOpen} onSave={save} initial={stored} />
        </Suspense>
      ) : null}
    </>
  );
}
