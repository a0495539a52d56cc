import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

/** axe on the page once its data has loaded. */
async function expectNoAxeViolations(page: Page, include?: string) {
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A small one-page PDF, as a teacher's worksheet would be. */
function worksheetPdf(): Buffer {
  return Buffer.from(
    [
      "%PDF-1.4",
      "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
      "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
      "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj",
      "trailer << /Root 1 0 R >>",
      `% ${"practice question ".repeat(120)}`,
      "%%EOF",
      "",
    ].join("\n"),
    "latin1",
  );
}

const card = (page: Page, title: string) =>
  page.getByRole("list", { name: "Resources" }).getByRole("listitem").filter({ hasText: title });

test.describe("resources", () => {
  test("a tutor uploads a PDF resource, finds it, downloads it, edits it and deletes it", async ({
    page,
    loginAs,
  }) => {
    const title = `Ratio Worksheet ${Date.now()}`;
    const renamed = `${title} (answers)`;
    const pdf = worksheetPdf();
    await loginAs("tutor");
    await page.goto("/resources");
    await expect(page.getByRole("heading", { level: 1, name: "Resources" })).toBeVisible();
    // The shared library: another teacher's resource is listed with Download, without Edit or Delete.
    await expect(card(page, "Macbeth Key Quotations").getByRole("link", { name: /Download/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit Macbeth Key Quotations" })).toHaveCount(0);
    await expect(
      card(page, "Required Practicals Guide").getByRole("link", { name: /Open Link/ }),
    ).toHaveAttribute("rel", "noopener noreferrer");

    await page.getByRole("button", { name: "Add Resource" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Resource" });
    await dialog.getByLabel("Title *").fill(title);
    await dialog.getByRole("button", { name: "Add Resource" }).click();
    await expect(dialog.getByText("Either File URL or External URL must be provided")).toBeVisible();
    await expect(dialog.getByText("Please select a subject")).toBeVisible();

    await dialog.getByLabel("Description").fill("Sharing in a ratio, with answers.");
    await dialog.getByLabel("Subject *").selectOption("Mathematics");
    await dialog.getByLabel("Year Group").selectOption("Year 8");
    await dialog.getByLabel("Type").selectOption("other");
    await dialog.getByLabel(/Choose file/).setInputFiles({
      name: "ratio-worksheet.pdf",
      mimeType: "application/pdf",
      buffer: pdf,
    });
    await expect(dialog.getByRole("button", { name: "Remove file" })).toBeVisible();
    await expect(dialog.getByText("ratio-worksheet.pdf")).toBeVisible();
    await expect(dialog.getByLabel("Size (KB)")).toHaveValue(String(Math.ceil(pdf.length / 1024)));
    await expect(dialog.getByLabel("Type")).toHaveValue("pdf");
    await dialog.getByRole("button", { name: "Add Resource" }).click();
    await expect(page.getByText("Resource created", { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();

    await page.getByLabel("Search resources").fill("ratio worksheet");
    await expect(card(page, title)).toBeVisible();
    await expect(card(page, "Times Tables Practice Pack")).toHaveCount(0);
    await page.getByLabel("Filter by type").selectOption("quiz");
    await expect(page.getByText("No resources match your search criteria.")).toBeVisible();
    await page.getByLabel("Filter by type").selectOption("pdf");
    await page.getByLabel("Filter by subject").selectOption("Mathematics");
    await expect(card(page, title)).toContainText(
      `Mathematics · Year 8 · ${Math.ceil(pdf.length / 1024)} KB`,
    );

    const downloading = page.waitForEvent("download");
    await card(page, title)
      .getByRole("link", { name: /Download/ })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("ratio-worksheet.pdf");
    expect((await readFile((await download.path())!)).equals(pdf)).toBe(true);

    await card(page, title)
      .getByRole("button", { name: `Edit ${title}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Resource" });
    await expect(edit.getByLabel("Title *")).toHaveValue(title);
    await edit.getByLabel("Title *").fill(renamed);
    await edit.getByLabel("External URL").fill("https://example.org/ratio-answers");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Resource updated", { exact: true })).toBeVisible();
    await edit.getByRole("button", { name: "Edit Another" }).click();
    await expect(edit).toBeHidden();
    await page.getByLabel("Search resources").fill("");
    await expect(card(page, renamed).getByRole("link", { name: /Open Link/ })).toHaveAttribute(
      "href",
      "https://example.org/ratio-answers",
    );

    page.once("dialog", (confirmation) => {
      expect(confirmation.type()).toBe("confirm");
      void confirmation.accept();
    });
    await card(page, renamed)
      .getByRole("button", { name: `Delete ${renamed}` })
      .click();
    await expect(page.getByText("Resource deleted", { exact: true })).toBeVisible();
    await expect(card(page, renamed)).toHaveCount(0);
    // The deleted row's button is gone: focus goes to Add Resource, not to the page's top.
    await expect(page.getByRole("button", { name: "Add Resource" })).toBeFocused();
  });

  test("the library and the resource form pass an accessibility check", async ({ page, loginAs }) => {
    await loginAs("tutor");
    await page.goto("/resources");
    await expect(card(page, "Times Tables Practice Pack")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Add Resource" }).click();
    await expect(page.getByRole("dialog", { name: "Add Resource" })).toBeVisible();
    await expectNoAxeViolations(page, "[role=dialog]");
  });

  test("on a 390 px phone the library fits and a file can be chosen with the keyboard", async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs("tutor");
    await page.goto("/resources");
    await expect(card(page, "Times Tables Practice Pack")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Add Resource" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Resource" });
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByLabel(/Choose file/).focus();
    await page.keyboard.press("Enter");
    await (await chooser).setFiles({
      name: "notes.pdf",
      mimeType: "application/pdf",
      buffer: worksheetPdf(),
    });
    await expect(dialog.getByText("notes.pdf")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Remove file" })).toBeVisible();
  });

  test("an admin may edit and delete every teacher's resources", async ({ page, loginAs }) => {
    await loginAs("admin");
    await page.goto("/resources");
    for (const title of ["Macbeth Key Quotations", "Times Tables Practice Pack"]) {
      await expect(card(page, title).getByRole("button", { name: `Edit ${title}` })).toBeVisible();
      await expect(card(page, title).getByRole("button", { name: `Delete ${title}` })).toBeVisible();
    }
  });
});
