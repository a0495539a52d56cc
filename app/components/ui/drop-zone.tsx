import { type ReactNode, useState } from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * A target to drop files on, highlighted while one is dragged over it; `onFiles` gets the dropped files.
 * It is a drop target only: keyboard users reach the file input the children hold.
 */
export function DropZone({
  onFiles,
  invalid = false,
  className,
  children,
}: {
  onFiles: (files: FileList) => void;
  invalid?: boolean;
  /** Spacing and corners. */
  className: string;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; keyboard users reach the file input inside
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFiles(event.dataTransfer.files);
      }}
      className={cn(
        "grid justify-items-center border-2 border-dashed text-center",
        className,
        dragging ? "border-brand-700 bg-brand-50" : "border-slate-300",
        invalid ? "border-red-600" : undefined,
      )}
    >
      {children}
    </div>
  );
}
