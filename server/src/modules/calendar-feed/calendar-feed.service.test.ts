import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  createFeedDocumentCache,
  type FeedSession,
  feedDocument,
  feedEtag,
  feedWindow,
  namesList,
} from "./calendar-feed.service.ts";

const site = {
  name: "Tuition",
  host: "school.example",
  sessionUrl: (id: number) => `https://school.example/s/${id}`,
};

function session(id: number, scheduledFor: string, values: Partial<FeedSession> = {}): FeedSession {
  return {
    id,
    title: `Session ${id}`,
    subject: "Physics",
    description: null,
    scheduledFor,
    duration: 45,
    youtubeUrl: null,
    status: "scheduled",
    sequence: 2,
    updatedAt: "2027-01-10T12:00:00.000Z",
    studentId: null,
    academicYear: "Year 9",
    tutorName: null,
    children: ["Mia"],
    booked: false,
    ...values,
  };
}

describe("feedDocument", () => {
  it("writes 09:00 London on both sides of the March 2027 change: 09:00Z before, 08:00Z after", () => {
    const body = feedDocument(
      [session(1, "2027-03-27T09:00:00.000Z"), session(2, "2027-03-29T08:00:00.000Z")],
      site,
    );
    expect(body).toContain("DTSTART;TZID=Europe/London:20270327T090000");
    expect(body).toContain("DTEND;TZID=Europe/London:20270327T094500");
    expect(body).toContain("DTSTART;TZID=Europe/London:20270329T090000");
    // DTSTAMP stays in UTC (a VTIMEZONE named on the calendar would make it floating).
    expect(body).toMatch(/DTSTAMP:20270110T120000Z/);
    const events = new ICAL.Component(ICAL.parse(body))
      .getAllSubcomponents("vevent")
      .map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
      "2027-03-27T09:00:00.000Z",
      "2027-03-29T08:00:00.000Z",
    ]);
    expect(events.map((event) => event.uid)).toEqual([
      "session-1@school.example",
      "session-2@school.example",
    ]);
  });

  it("gives the same bytes for the same sessions, whenever it is written", async () => {
    const sessions = [session(1, "2027-03-27T09:00:00.000Z")];
    const first = feedDocument(sessions, site);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(feedDocument(sessions, site)).toBe(first);
  });
});

describe("feedEtag", () => {
  it("is the same for the same sessions and changes with any change to what the document shows", () => {
    const sessions = [session(1, "2027-03-27T09:00:00.000Z")];
    const etag = feedEtag(sessions, site);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(feedEtag([session(1, "2027-03-27T09:00:00.000Z")], site)).toBe(etag);
    for (const changed of [
      { sequence: 3 },
      { title: "Renamed" },
      { status: "cancelled" as const },
      { children: ["Mia", "Leo"] },
      { booked: true },
    ]) {
      expect(feedEtag([session(1, "2027-03-27T09:00:00.000Z", changed)], site)).not.toBe(etag);
    }
    expect(feedEtag(sessions, { ...site, host: "other.example" })).not.toBe(etag);
    expect(feedEtag([], site)).not.toBe(etag);
  });
});

describe("createFeedDocumentCache", () => {
  it("writes a document once per ETag and forgets the least recently used past its size", () => {
    const cached = createFeedDocumentCache(2);
    let writes = 0;
    const write = (text: string) => () => {
      writes++;
      return text;
    };
    expect(cached("a", write("A"))).toBe("A");
    expect(cached("a", write("A again"))).toBe("A");
    cached("b", write("B"));
    cached("a", write("A"));
    cached("c", write("C"));
    expect(writes).toBe(3);
    expect(cached("a", write("A"))).toBe("A");
    expect(cached("b", write("B rewritten"))).toBe("B rewritten");
    expect(writes).toBe(4);
  });
});

describe("feedWindow", () => {
  const at = (iso: string) => {
    const { from, to } = feedWindow(new Date(iso));
    return { from: from.toISOString(), to: to.toISOString() };
  };

  it("reaches 30 days back and, in the autumn term, to the end of the academic year (31 August)", () => {
    expect(at("2026-11-23T12:00:00Z")).toEqual({
      from: "2026-10-24T12:00:00.000Z",
      // Midnight at the end of 31 August in London (BST).
      to: "2027-08-31T23:00:00.000Z",
    });
  });

  it("reaches the end of December from January to August", () => {
    expect(at("2027-03-01T12:00:00Z").to).toBe("2028-01-01T00:00:00.000Z");
    expect(at("2027-08-31T12:00:00Z").to).toBe("2028-01-01T00:00:00.000Z");
    expect(at("2027-09-01T12:00:00Z").to).toBe("2028-08-31T23:00:00.000Z");
  });
});

describe("namesList", () => {
  it("names children the way a sentence does", () => {
    expect(namesList([])).toBe("");
    expect(namesList(["Mia"])).toBe("Mia");
    expect(namesList(["Mia", "Leo"])).toBe("Mia and Leo");
    expect(namesList(["Mia", "Leo", "Ava"])).toBe("Mia, Leo and Ava");
  });
});
