/**
 * Runs one conversion tool (janus-pp-rec, ffmpeg, ffprobe) for the recording converter: a time limit,
 * the caller's AbortSignal (the child is killed either way), and a failure that an admin can read — which
 * step failed and the tool's last line of complaint.
 */
import { spawn } from "node:child_process";

export type ToolRun = {
  /** What the step is, for the failure's message, e.g. "Converting the tutor's camera". */
  step: string;
  command: string;
  args: string[];
  timeoutMs: number;
  signal?: AbortSignal;
  cwd?: string;
};

/** How much of a tool's output is kept for its failure's message. */
const TAIL_BYTES = 8_192;

/** The last line worth showing of a tool's output (ffmpeg ends with its summary of what failed). */
export function lastLine(output: string): string {
  const lines = output
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && line !== "Bye!");
  const line = lines.at(-1) ?? "no output";
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

export class ConversionStopped extends Error {}

/** Runs the tool; resolves with its standard output, rejects with a readable Error. */
export function runTool(run: ToolRun): Promise<string> {
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) {
      reject(new ConversionStopped(`${run.step} was stopped.`));
      return;
    }
    const child = spawn(run.command, run.args, { cwd: run.cwd, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let tail = "";
    let ended: "timeout" | "aborted" | null = null;
    const keep = (text: string) => {
      tail = (tail + text).slice(-TAIL_BYTES);
    };
    child.stdout.setEncoding("utf8").on("data", (text: string) => {
      stdout += text;
      keep(text);
    });
    child.stderr.setEncoding("utf8").on("data", keep);
    const stop = (why: "timeout" | "aborted") => {
      ended ??= why;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => stop("timeout"), run.timeoutMs);
    const onAbort = () => stop("aborted");
    run.signal?.addEventListener("abort", onAbort, { once: true });
    const finish = () => {
      clearTimeout(timer);
      run.signal?.removeEventListener("abort", onAbort);
    };
    child.on("error", (error: NodeJS.ErrnoException) => {
      finish();
      const missing = error.code === "ENOENT" ? `${run.command} is not installed` : error.message;
      reject(new Error(`${run.step} failed: ${missing}.`));
    });
    child.on("close", (code, signal) => {
      finish();
      if (ended === "aborted") reject(new ConversionStopped(`${run.step} was stopped.`));
      else if (ended === "timeout")
        reject(new Error(`${run.step} failed: it took longer than ${Math.round(run.timeoutMs / 1000)} s.`));
      else if (code === 0) resolve(stdout);
      else reject(new Error(`${run.step} failed (${signal ?? `exit ${code}`}): ${lastLine(tail)}`));
    });
  });
}
