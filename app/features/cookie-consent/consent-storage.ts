/** The cookie consent record [1§3], stored locally under `cookie-consent`, version '1.0'. */
const CONSENT_STORAGE_KEY = "cookie-consent";
const CONSENT_VERSION = "1.0";
/** Dispatched on window whenever a choice is made, wherever it was made (banner or footer). */
export const CONSENT_CHANGE_EVENT = "cookie-consent-change";

export type ConsentPreferences = {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
};
type ConsentRecord = { preferences: ConsentPreferences; timestamp: string; version: string };

export const ALL_ACCEPTED: ConsentPreferences = {
  necessary: true,
  analytics: true,
  marketing: true,
  preferences: true,
};
export const NECESSARY_ONLY: ConsentPreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  preferences: false,
};

export function readConsent(): ConsentRecord | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as ConsentRecord;
    return parsed?.version === CONSENT_VERSION && parsed.preferences ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Stores the choice. Where the browser refuses storage (private modes, full quota) the choice still
 * holds for this page: the caller hides the banner, and it asks again on the next visit.
 */
export function saveConsent(preferences: Omit<ConsentPreferences, "necessary">): ConsentRecord {
  const record: ConsentRecord = {
    preferences: { ...preferences, necessary: true },
    timestamp: new Date().toISOString(),
    version: CONSENT_VERSION,
  };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // storage refused: nothing is stored
  }
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
  return record;
}
