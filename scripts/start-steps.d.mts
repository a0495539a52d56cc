/** Types of scripts/start-steps.mjs (plain JavaScript, so `npm start` runs on any supported Node). */
export type Command = { command: string; args: string[] };

export function clientBuildIsStale(clientDir: string, sources: string[]): boolean;

export function runQuietly(
  command: string,
  args: string[],
  cwd: string,
): Promise<{ code: number; output: string }>;

export function start(options: {
  cwd: string;
  build: Command | null;
  server: Command;
  write?: (line: string) => void;
}): Promise<number>;

export const DEBIAN_JANUS: string;
export const INSTALL_JANUS: string;
export const INSTALL_RECORDING_TOOLS: string;
export const RECORDING_TOOLS: string[];
export const DISABLE_PACKAGE_SERVICE: string;

export type MediaServerStep =
  | { action: "none" }
  | { action: "continue"; message: string }
  | { action: "install"; message: string; command: Command };

export function mediaServerStep(options: {
  mode: string | undefined;
  binary: string;
  installed: boolean;
  isRoot: boolean;
  /** Whether janus-pp-rec, ffmpeg and ffprobe are there (default true). */
  recordingTools?: boolean;
}): MediaServerStep;

export function ensureMediaServer(options?: {
  env?: Record<string, string | undefined>;
  isRoot?: boolean;
  exists?: (file: string) => boolean;
  run?: (command: string, args: string[]) => Promise<number>;
  write?: (line: string) => void;
}): Promise<MediaServerStep>;
