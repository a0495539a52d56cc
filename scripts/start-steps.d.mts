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
