import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { actionClass } from "#app/components/public/styles.ts";
import { paths } from "#shared/config/paths.ts";
import {
  ALL_ACCEPTED,
  CONSENT_CHANGE_EVENT,
  NECESSARY_ONLY,
  readConsent,
  saveConsent,
} from "../consent-storage.ts";

// The preferences dialog (and Radix Dialog) loads only when asked for, keeping public pages light.
const CookiePreferencesDialog = lazy(() => import("./cookie-preferences-dialog.tsx"));

/** Shown at the bottom of public pages until a choice is stored [1§2], [1§4]. */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const [managing, setManaging] = useState(false);

  useEffect(() => {
    setVisible(readConsent() === null);
    // A choice made from the footer's Cookie Settings answers the banner too.
    const hide = () => setVisible(false);
    window.addEventListener(CONSENT_CHANGE_EVENT, hide);
    return () => window.removeEventListener(CONSENT_CHANGE_EVENT, hide);
  }, []);

  if (!visible) return null;

  const store = (preferences: typeof ALL_ACCEPTED) => {
    saveConsent(preferences);
    setManaging(false);
    setVisible(false);
  };

  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-slate-700">
          We use cookies that are necessary for the site to work and, with your permission, cookies for
          analytics, marketing and your preferences. Read our{" "}
          <Link to={paths.privacyPolicy} className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>
          .
        </p>
        <div className="flex flex-wrap gap-2 md:shrink-0">
          {(
            [
              ["Accept All Cookies", "primary", () => store(ALL_ACCEPTED)],
              ["Necessary Only", "outline", () => store(NECESSARY_ONLY)],
              ["Manage Preferences", "ghost", () => setManaging(true)],
            ] as const
          ).map(([label, variant, choose]) => (
            <button
              key={label}
              type="button"
              className={actionClass(variant, undefined, "sm")}
              onClick={choose}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {managing ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog open={managing} onOpenChange={setManaging} onSave={store} />
        </Suspense>
      ) : null}
    </section>
  );
}
