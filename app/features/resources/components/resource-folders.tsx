import { ArrowLeft, Folder } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { ShowMore } from "#app/components/ui/show-more.tsx";
import { useResourcePages } from "../api/get-resource-pages.ts";
import type { ResourceFolder } from "../api/get-student-resources.ts";
import { RESOURCE_FOLDERS } from "../lib/resource-folders.ts";
import { ResourcesList } from "./resources-list.tsx";

const folderButtonId = ({ yearGroup, subject }: ResourceFolder) =>
  `folder-${yearGroup}-${subject}`.toLowerCase().replaceAll(" ", "-");

const sameFolder = (a: ResourceFolder | null, b: ResourceFolder | null) =>
  a?.yearGroup === b?.yearGroup && a?.subject === b?.subject;

/**
 * The folders of every year group [2§2.10], each subject a button that opens its folder; coming back
 * from `cameFrom`, the keyboard continues from that folder's button.
 */
function Folders({
  onOpen,
  cameFrom,
}: {
  onOpen: (folder: ResourceFolder) => void;
  cameFrom: ResourceFolder | null;
}) {
  useEffect(() => {
    if (cameFrom) document.getElementById(folderButtonId(cameFrom))?.focus();
  }, [cameFrom]);
  return (
    <div className="grid gap-6">
      {RESOURCE_FOLDERS.map(({ yearGroup, subjects }) => (
        <section key={yearGroup} aria-labelledby={`folders-${yearGroup}`} className="grid gap-3">
          <h2 id={`folders-${yearGroup}`} className="text-xl font-semibold text-slate-900">
            {yearGroup}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={`${yearGroup} subjects`}>
            {subjects.map((subject) => (
              <li key={subject} className="grid">
                <Card className="grid">
                  <button
                    id={folderButtonId({ yearGroup, subject })}
                    type="button"
                    className="flex cursor-pointer items-center gap-3 rounded-lg p-4 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                    onClick={() => onOpen({ yearGroup, subject })}
                  >
                    <Folder className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
                    <span className="font-medium text-slate-900">
                      {subject}
                      <span className="sr-only"> ({yearGroup})</span>
                    </span>
                  </button>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * One folder: its resources with Download / Open Link, or 'Available September 2025' when it is empty.
 * Opened from the folders (`focusHeading`), the keyboard continues from its heading.
 */
function FolderView({
  folder,
  onBack,
  focusHeading,
}: {
  folder: ResourceFolder;
  onBack: () => void;
  focusHeading: boolean;
}) {
  const { query, resources } = useResourcePages("/api/student/resources", folder);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
          {folder.yearGroup} {folder.subject}
        </h2>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Folders
        </Button>
      </div>
      <QueryState query={query} loadingLabel={`Loading ${folder.yearGroup} ${folder.subject} resources`}>
        {resources.length === 0 ? (
          <EmptyState className="rounded-lg border border-dashed border-slate-300 bg-white py-12">
            Available September 2025
          </EmptyState>
        ) : (
          <ResourcesList resources={resources} empty="Available September 2025" />
        )}
        <ShowMore query={query} label={`Show more ${folder.yearGroup} ${folder.subject} resources`} />
      </QueryState>
    </div>
  );
}

/**
 * The family's folder browser on /resources [2§2.10], [2§4]: folders, then a subject's resources for that
 * year group, then back to the folders. The route keeps the open folder (in the address, so the browser's
 * Back works too). The button pressed goes away with the view it was in, so focus moves on with the
 * visitor: to the opened folder's heading, and back to the folder's button on the way back (by Back to
 * Folders or the browser's Back); a page opened on either view leaves focus where the browser puts it.
 */
export function ResourceFolders({
  folder,
  onFolderChange,
}: {
  folder: ResourceFolder | null;
  onFolderChange: (folder: ResourceFolder | null) => void;
}) {
  // The view shown before this one, kept while rendering (React's "state from the previous render").
  const [shown, setShown] = useState({ folder, previous: null as ResourceFolder | null, moved: false });
  if (!sameFolder(shown.folder, folder)) setShown({ folder, previous: shown.folder, moved: true });
  return folder ? (
    <FolderView folder={folder} onBack={() => onFolderChange(null)} focusHeading={shown.moved} />
  ) : (
    <Folders onOpen={onFolderChange} cameFrom={shown.moved ? shown.previous : null} />
  );
}
