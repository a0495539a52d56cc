import { ArrowLeft, Folder } from "lucide-react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { type ResourceFolder, useStudentResources } from "../api/get-student-resources.ts";
import { RESOURCE_FOLDERS } from "../lib/resource-folders.ts";
import { ResourcesList } from "./resources-list.tsx";

/** The folders of every year group [2§2.10], each subject a button that opens its folder. */
function Folders({ onOpen }: { onOpen: (folder: ResourceFolder) => void }) {
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

/** One folder: its resources with Download / Open Link, or 'Available September 2025' when it is empty. */
function FolderView({ folder, onBack }: { folder: ResourceFolder; onBack: () => void }) {
  const resources = useStudentResources(folder);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">
          {folder.yearGroup} {folder.subject}
        </h2>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Folders
        </Button>
      </div>
      <QueryState query={resources} loadingLabel={`Loading ${folder.yearGroup} ${folder.subject} resources`}>
        {resources.data?.length === 0 ? (
          <EmptyState className="rounded-lg border border-dashed border-slate-300 bg-white py-12">
            Available September 2025
          </EmptyState>
        ) : (
          <ResourcesList resources={resources.data ?? []} empty="Available September 2025" />
        )}
      </QueryState>
    </div>
  );
}

/**
 * The family's folder browser on /resources [2§2.10], [2§4]: folders, then a subject's resources for that
 * year group, then back to the folders. The route keeps the open folder (in the address, so the browser's
 * Back works too).
 */
export function ResourceFolders({
  folder,
  onFolderChange,
}: {
  folder: ResourceFolder | null;
  onFolderChange: (folder: ResourceFolder | null) => void;
}) {
  return folder ? (
    <FolderView folder={folder} onBack={() => onFolderChange(null)} />
  ) : (
    <Folders onOpen={onFolderChange} />
  );
}
