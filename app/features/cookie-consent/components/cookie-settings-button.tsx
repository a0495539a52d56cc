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

  const show = () => {
    setStored(readConsent()?.preferences);
    setOpen(true);
  };
  const save = (preferences: ConsentPreferences) => {
    saveConsent(preferences);
    setOpen(false);
  };

  return (
    <>
      <button type="button" className={className} onClick={show}>
        Cookie Settings
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog open={open} onOpenChange={setOpen} onSave={save} initial={stored} />
        </Suspense>
      ) : null}
    </>
  );
}
