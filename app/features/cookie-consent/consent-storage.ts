/** The cookie consent record [1§3], stored locally under `cookie-consent`, version '1.0'. */
export const CONSENT_STORAGE_KEY = "cookie-consent";
export const CONSENT_VERSION = "1.0";

export type ConsentPreferences = {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
};
export type ConsentRecord = { preferences: ConsentPreferences; timestamp: string; version: string };

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

export function saveConsent(preferences: Omit<ConsentPreferences, "necessary">): ConsentRecord {
  const record: ConsentRecord = {
    preferences: { ...preferences, necessary: true },
    timestamp: new Date().toISOString(),
    version: CONSENT_VERSION,
  };
  window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  return record;
}
