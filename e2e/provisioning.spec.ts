import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { newHrManager, someone } from "./support/employers.ts";
import { expect, signIn, test } from "./support/fixtures.ts";

/**
 * Provisioning through SCIM (docs/decisions/056, "Provisioning (SCIM)"): an HR manager opens Provisioning on
 * /employer, sees the SCIM address, creates a token that is shown once (with its copy button and warning),
 * the HR system calls SCIM with it and the audit list shows the employee it added, then the HR manager
 * revokes the token after confirming and the token no longer works. On a desktop and on a 390 px phone,
 * with axe.
 */
const VIEWPORTS = [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const;

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`provisioning on a ${name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test("an HR manager creates a SCIM token, sees it once and the audit list after a SCIM call, and revokes it", async ({
      page,
      request,
    }) => {
      const hr = await newHrManager(request, `Priya Provision ${name}`);
      await signIn(page, hr);
      await page.waitForURL("**/employer");
      await page.getByRole("tab", { name: "Provisioning" }).click();
      await expect(page.getByRole("heading", { name: "Provisioning (SCIM)" })).toBeVisible();
      await expect(page.getByText(/\/scim\/v2$/)).toBeVisible();
      await expect(page.getByRole("button", { name: "Copy URL" })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      // The token: made with a name, shown once with its copy button and the warning.
      const label = `Entra ID ${name}`;
      await page.getByLabel("Token name (for example, the HR system's name)").fill(label);
      await page.getByRole("button", { name: "Create token" }).click();
      const secret = page.getByTestId("scim-token-secret");
      await expect(secret).toHaveText(/^scim_\S{40,}$/);
      await expect(page.getByText("It is shown only this once")).toBeVisible();
      await expect(page.getByRole("button", { name: "Copy token" })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      const token = (await secret.textContent()) ?? "";

      // The HR system adds an employee with it.
      const employee = someone("scim");
      const created = await request.post("/scim/v2/Users", {
        headers: { authorization: `Bearer ${token}`, "content-type": "application/scim+json" },
        data: JSON.stringify({
          schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
          userName: employee.email,
          name: { givenName: "Sam", familyName: "Provisioned" },
        }),
      });
      expect(created.status(), await created.text()).toBe(201);

      // Once dismissed the token is gone from the screen; the list and the audit list show what happened.
      await page.getByRole("button", { name: "Done, I have copied it" }).click();
      await expect(secret).toHaveCount(0);
      await page.reload();
      await page.getByRole("tab", { name: "Provisioning" }).click();
      const tokens = page.getByRole("list", { name: "SCIM tokens" });
      const row = tokens.getByRole("listitem").filter({ hasText: label });
      await expect(row).toContainText("Active");
      await expect(row).toContainText("last used");
      const audit = page.getByRole("list", { name: "Audit list" });
      await expect(audit.getByRole("listitem").filter({ hasText: employee.email })).toContainText(
        `Employee added · ${employee.email}`,
      );
      await expect(audit.getByRole("listitem").filter({ hasText: employee.email })).toContainText(
        `HR system (SCIM): ${label}`,
      );
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      // Revoked after confirming: the token stops working.
      await row.getByRole("button", { name: `Revoke ${label}` }).click();
      const dialog = page.getByRole("dialog", { name: `Revoke the token "${label}"?` });
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Revoke token" }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText("Revoked");
      const refused = await request.get("/scim/v2/Users", { headers: { authorization: `Bearer ${token}` } });
      expect(refused.status()).toBe(401);
    });
  });
}
