import type { SelectComponent } from "#app/components/ui/input.tsx";

/**
 * Which company a company feature (invites, CSV upload, bulk generation, registration codes, the
 * utilisation report, the employees list) acts on, and so which API it calls: a company the admin works on
 * (`/api/admin/...`, the company's id in the path or body), or the signed-in HR manager's own company
 * (`/api/employer/...`, the company taken from the session, never sent). One feature serves both screens.
 */
export type CompanyScope = { kind: "admin"; companyId: number } | { kind: "employer" };

/** The signed-in HR manager's own company. */
export const EMPLOYER_SCOPE: CompanyScope = { kind: "employer" };

export const adminScope = (companyId: number): CompanyScope => ({ kind: "admin", companyId });

/**
 * How a company card finds its company: the admin's dashboard tabs draw a company select (`CompanySelect`),
 * a screen of one company (the admin's company page, the employer's screen) passes its `scope` and draws
 * none.
 */
export type CompanyChoice = { CompanySelect: SelectComponent; scope?: undefined } | { scope: CompanyScope };

/** The company a card is fixed to, or null when it draws a company select. */
export const fixedScope = (choice: CompanyChoice): CompanyScope | null => choice.scope ?? null;

/** Picks the path of a call: the admin's for a company, the employer's for the HR manager's own. */
export const scopedPath = (
  scope: CompanyScope,
  admin: (companyId: number) => string,
  employer: string,
): string => (scope.kind === "admin" ? admin(scope.companyId) : employer);
