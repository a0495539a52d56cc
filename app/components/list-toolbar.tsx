import type { ReactNode } from "react";
import { FilterSelect } from "#app/components/ui/input.tsx";
import { SearchInput } from "#app/components/ui/search-input.tsx";
import { cn } from "#app/lib/utils.ts";

type TextFilter = { label: string; placeholder: string; value: string; onChange: (value: string) => void };
type ChoiceFilter = { value: string; onChange: (value: string) => void; options: readonly string[] };

/**
 * A portal list's toolbar: the search box, any other `filters`, the subject filter ('All Subjects'), in a
 * grid whose columns `filtersClassName` sets; the list's actions (children) at the end.
 */
export function ListToolbar({
  search,
  filters,
  subject,
  filtersClassName,
  children,
}: {
  search: TextFilter;
  filters?: ReactNode;
  subject: ChoiceFilter;
  filtersClassName: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <div className={cn("grid gap-3", filtersClassName)}>
        <SearchInput
          aria-label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
        />
        {filters}
        <FilterSelect
          label="Filter by subject"
          value={subject.value}
          onChange={subject.onChange}
          placeholder="All Subjects"
          values={subject.options}
        />
      </div>
      {children}
    </div>
  );
}
