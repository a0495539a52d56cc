/**
 * The suppression rule holds against someone trying to work hidden counts out: from one report, and from
 * every report over every range of the same months (a shared link lets its holder choose the range).
 */
import { describe, expect, it } from "vitest";
import { type ReportCount, SMALL_COUNT } from "#shared/schemas/utilisation.ts";
import { suppressCount, suppressSeries } from "./utilisation.suppression.ts";

type Published = { start: number; cells: ReportCount[]; total: ReportCount | null };
type Publish = (counts: readonly number[]) => { cells: ReportCount[]; total: ReportCount | null };

/** What the holder of a link sees: one report per range [start, end] of the months. */
function publishEveryRange(counts: readonly number[], publish: Publish): Published[] {
  const reports: Published[] = [];
  for (let start = 0; start < counts.length; start++) {
    for (let end = start; end < counts.length; end++) {
      reports.push({ start, ...publish(counts.slice(start, end + 1)) });
    }
  }
  return reports;
}

const consistent = (value: number, shown: ReportCount) =>
  shown === SMALL_COUNT ? value >= 1 && value <= 4 : value === shown;

/**
 * The attack: every series of true counts that agrees with everything published; for each hidden month,
 * the values it can still have. A month is recovered when only one value is left.
 */
function possibleValues(length: number, reports: Published[]): Map<number, Set<number>> {
  const hidden = [
    ...new Set(reports.flatMap((r) => r.cells.flatMap((c, i) => (c === SMALL_COUNT ? [r.start + i] : [])))),
  ];
  const shown = new Map<number, number>();
  for (const report of reports)
    report.cells.forEach((cell, i) => {
      if (cell !== SMALL_COUNT) shown.set(report.start + i, cell);
    });
  const possible = new Map(hidden.map((month) => [month, new Set<number>()]));
  const guess = new Array<number>(length).fill(0);
  for (const [month, value] of shown) guess[month] = value;
  const tryAll = (k: number) => {
    if (k === hidden.length) {
      const fits = reports.every((report) => {
        const values = guess.slice(report.start, report.start + report.cells.length);
        if (!report.cells.every((cell, i) => consistent(values[i]!, cell))) return false;
        if (report.total === null) return true;
        return consistent(
          values.reduce((sum, value) => sum + value, 0),
          report.total,
        );
      });
      if (fits) for (const month of hidden) possible.get(month)?.add(guess[month] ?? 0);
      return;
    }
    for (let value = 1; value <= 4; value++) {
      guess[hidden[k]!] = value;
      tryAll(k + 1);
    }
  };
  tryAll(0);
  return possible;
}

/** Every series of `length` months with counts from `values`. */
function* series(length: number, values: readonly number[]): Generator<number[]> {
  if (length === 0) {
    yield [];
    return;
  }
  for (const rest of series(length - 1, values)) for (const value of values) yield [...rest, value];
}

const VALUES = [0, 1, 2, 3, 4, 5, 6, 9] as const;

describe("suppressCount", () => {
  it('reports 1 to 4 as "<5", and 0 and 5 or more as they are', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 120].map(suppressCount)).toEqual([0, "<5", "<5", "<5", "<5", 5, 6, 120]);
  });
});

describe("suppressSeries", () => {
  it("shows the total when every month is shown", () => {
    expect(suppressSeries([0, 5, 12])).toEqual({ cells: [0, 5, 12], total: 17 });
    expect(suppressSeries([0, 0])).toEqual({ cells: [0, 0], total: 0 });
  });

  it('withholds the total when a month is "<5"', () => {
    expect(suppressSeries([7, 3, 12])).toEqual({ cells: [7, "<5", 12], total: null });
    expect(suppressSeries([1, 1])).toEqual({ cells: ["<5", "<5"], total: null });
  });

  it("the attack works on a report that always shows its total (so the test can catch a leak)", () => {
    const naive: Publish = (counts) => ({
      cells: counts.map(suppressCount),
      total: counts.reduce((sum, count) => sum + count, 0),
    });
    const possible = possibleValues(3, publishEveryRange([7, 3, 12], naive));
    expect([...possible.get(1)!]).toEqual([3]);
  });

  it("no hidden month can be worked out from one report's total and the months beside it", () => {
    for (const counts of series(4, VALUES)) {
      const report = { start: 0, ...suppressSeries(counts) };
      for (const [month, values] of possibleValues(counts.length, [report])) {
        expect(values, `${counts} month ${month}`).toEqual(new Set([1, 2, 3, 4]));
      }
    }
  });

  it("nor from the totals of every range of the same months together", () => {
    for (const counts of series(4, VALUES)) {
      const reports = publishEveryRange(counts, suppressSeries);
      for (const [month, values] of possibleValues(counts.length, reports)) {
        expect(values, `${counts} month ${month}`).toEqual(new Set([1, 2, 3, 4]));
      }
    }
  });
});
