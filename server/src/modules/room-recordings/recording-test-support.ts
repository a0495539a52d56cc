/**
 * The recording fixtures (`__fixtures__/`, README.md there): real raw files recorded by Janus, which a
 * test copies into a room's recording folder under the room and feed ids it chooses. The stays are the
 * real times the fixtures were recorded at (the .mjr headers hold those times).
 */
import { copyFile, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import recorded from "./__fixtures__/recorded.json" with { type: "json" };
import type { TimeSpan } from "./recording-converter.port.ts";

/** (a) a tutor (camera, then the screen, then the camera) and a child; (b) a tutor who dropped and came back; (c) broken files. */
export type RecordingFixtureName = "tutor-and-child" | "two-parts" | "corrupt";

export const RECORDING_FIXTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "__fixtures__");

/** The colours the fixtures' pictures show: the tutor's camera, the child's camera; the screen is Chromium's green test pattern. */
export const FIXTURE_COLOURS = { tutor: "blue", child: "red", screen: "green" } as const;

export type CopiedRecording = {
  janusRoomId: number;
  hostFeedId: number;
  childFeedIds: number[];
  hostStays: TimeSpan[];
  /** The tutor's recorded parts, as the product keeps them (each file's name without its stream). */
  hostParts: string[];
  /** The copied files' names in the folder. */
  files: string[];
};

/**
 * Copies a fixture into `rawFolder` (made if missing), renaming its files to the given room and feed ids
 * (`videoroom-<room>-user-<feed>-<µs>-<audio|video>-<mindex>.mjr`).
 */
export async function copyRecordingFixture(
  name: RecordingFixtureName,
  rawFolder: string,
  ids: { janusRoomId: number; hostFeedId: number; childFeedIds?: number[] },
): Promise<CopiedRecording> {
  const fixture = recorded[name];
  const childFeedIds = ids.childFeedIds ?? fixture.childFeedIds;
  const feedOf = new Map<number, number>([[fixture.hostFeedId, ids.hostFeedId]]);
  for (const [index, feed] of fixture.childFeedIds.entries()) feedOf.set(feed, childFeedIds[index] ?? feed);
  await mkdir(rawFolder, { recursive: true });
  const files: string[] = [];
  for (const file of await readdir(path.join(RECORDING_FIXTURES_DIR, name))) {
    const match = /^videoroom-(\d+)-user-(\d+)-(.*)$/.exec(file);
    if (!match) continue;
    const renamed = `videoroom-${ids.janusRoomId}-user-${feedOf.get(Number(match[2])) ?? match[2]}-${match[3]}`;
    await copyFile(path.join(RECORDING_FIXTURES_DIR, name, file), path.join(rawFolder, renamed));
    files.push(renamed);
  }
  const hostPrefix = `videoroom-${ids.janusRoomId}-user-${ids.hostFeedId}-`;
  const hostParts = files
    .filter((file) => file.startsWith(hostPrefix))
    .map((file) => file.replace(/-(audio|video)-\d+\.mjr$/, ""));
  return {
    janusRoomId: ids.janusRoomId,
    hostFeedId: ids.hostFeedId,
    childFeedIds,
    hostParts: [...new Set(hostParts)].sort(),
    hostStays: fixture.hostStays.map((stay) => ({ from: new Date(stay.from), to: new Date(stay.to) })),
    files: files.sort(),
  };
}
