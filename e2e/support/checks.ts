/** Checks shared by specs: axe once the page's data has loaded, and no sideways scrolling. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * axe on the page (or the part `include` names) once nothing says it is loading — a status named
 * "Loading…" or showing that text. `excludeFrames` leaves out the video player's frame: the streaming
 * service's page, unreachable in the test run, not ours.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { include?: string; excludeFrames?: boolean } = {},
) {
  const loading = page
    .getByRole("status", { name: /^Loading/ })
    .or(page.getByRole("status").filter({ hasText: /^Loading/ }));
  await expect(loading).toHaveCount(0);
  const builder = new AxeBuilder({ page });
  if (options.excludeFrames) builder.exclude("iframe");
  if (options.include) builder.include(options.include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The page does not scroll sideways (a phone must not). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
