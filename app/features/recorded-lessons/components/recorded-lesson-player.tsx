import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";
import { posterSource, videoSource } from "../lib/video-source.ts";

/**
 * The recording [2§9]: a YouTube link embedded through the privacy-enhanced player; a file stored here
 * (the lesson room's recordings, decision 054) or any other https link in the browser's own player, its
 * thumbnail as the poster and only its length read until it plays; a link that cannot play here is
 * offered to open instead.
 */
export function RecordedLessonPlayer({
  lesson,
}: {
  lesson: Pick<RecordedLesson, "title" | "videoUrl" | "thumbnail">;
}) {
  const source = videoSource(lesson.videoUrl);
  const frame = "aspect-video w-full overflow-hidden rounded-lg bg-slate-900";
  if (source?.kind === "embed") {
    return (
      <div className={frame}>
        <iframe
          src={source.src}
          title={`Video: ${lesson.title}`}
          className="size-full"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      </div>
    );
  }
  if (source?.kind === "file") {
    return (
      <div className={frame}>
        {/* Recordings carry no caption track in the lesson form; the description sits beside the player. */}
        {/* biome-ignore lint/a11y/useMediaCaption: no caption file is stored with a recording */}
        <video
          src={source.src}
          poster={posterSource(lesson.thumbnail)}
          controls
          preload="metadata"
          className="size-full"
          aria-label={`Video: ${lesson.title}`}
        >
          <a href={source.src}>Download the recording</a>
        </video>
      </div>
    );
  }
  return (
    <div className="grid place-items-center gap-2 rounded-lg border border-slate-200 bg-slate-100 p-8 text-center">
      <p className="text-slate-700">This recording cannot be played here.</p>
      {lesson.videoUrl && /^https?:\/\//i.test(lesson.videoUrl) ? (
        <a
          className="text-brand-700 underline"
          href={lesson.videoUrl}
          target="_blank"
          rel="noreferrer noopener"
        >
          Open the recording in a new tab
        </a>
      ) : null}
    </div>
  );
}
