import { lazy, Suspense, useRef, useState } from "react";
import { type ConsentPreferences, readConsent, saveConsent } from "../consent-storage.ts";

const CookiePreferencesDialog = lazy(() => import("./cookie-preferences-dialog.tsx"));

/**
 * Reopens the Cookie Preferences dialog after the banner has gone, starting from the stored choice,
 * so consent can be withdrawn as easily as it was given (UK GDPR, PECR).
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The dialog loads on first use, then stays mounted so closing returns focus to the button.
  // Counts openings: each opening starts the switches afresh from the stored choice.
  const [openings, setOpenings] = useState(0);
  const [stored, setStored] = useState<ConsentPreferences | undefined>(undefined);

  const show = () => {
    setStored(readConsent()?.preferences);
    setOpenings((count) => count + 1);
    setOpen(true);
  };
  const save = (preferences: ConsentPreferences) => {
    saveConsent(preferences);
    setOpen(false);
  };

  return (
    <>
      <button ref={buttonRef} type="button" className={className} onClick={show}>
        Cookie Settings
      </button>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            key={openings}
            open={open}
            onOpenChange={setOpen}
            onSave={save}
            initial={stored}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
