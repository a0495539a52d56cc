import { useEffect, useId, useRef, useState } from "react";
import { useDebouncedValue } from "#app/lib/use-debounced-value.ts";
import { cn } from "#app/lib/utils.ts";
import { FAMILY_SEARCH_MIN, type FamilyAccount } from "#shared/schemas/students.ts";
import { useFamilyAccounts } from "../api/search-family-accounts.ts";

/** The chosen family: the search answers all of it, an edited student only its id and name. */
export type ChosenFamily = Pick<FamilyAccount, "id" | "fullName"> & Partial<FamilyAccount>;

const SEARCH_DELAY_MS = 250;

/**
 * Chooses a family account by searching its name, username or e-mail (never by typing an id): an ARIA
 * combobox with a listbox of matches, driven by the arrow keys, Enter and Escape. Typing again after a
 * choice clears it.
 */
export function FamilyAccountCombobox({
  id,
  value,
  onChange,
  onBlur,
  "aria-invalid": ariaInvalid,
  "aria-describedby": ariaDescribedBy,
}: {
  id: string;
  value: ChosenFamily | null;
  onChange: (account: ChosenFamily | null) => void;
  onBlur?: () => void;
  "aria-invalid"?: true | undefined;
  "aria-describedby"?: string | undefined;
}) {
  const listboxId = useId();
  const statusId = useId();
  const [text, setText] = useState(value?.fullName ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  // No search for the chosen family's own name.
  const query = useFamilyAccounts(search, !value);
  const searching = open && !value && text.trim().length >= FAMILY_SEARCH_MIN;
  const options = searching && search.length >= FAMILY_SEARCH_MIN ? (query.data ?? []) : [];
  const expanded = options.length > 0;

  const choose = (account: FamilyAccount) => {
    onChange(account);
    setText(account.fullName);
    setOpen(false);
    setActive(-1);
  };

  let status = "";
  if (value) {
    status = value.username
      ? `Chosen: ${value.fullName} (${value.username}, ${value.maskedEmail})`
      : `Chosen: ${value.fullName}`;
  } else if (text.trim().length < FAMILY_SEARCH_MIN) {
    status = `Type at least ${FAMILY_SEARCH_MIN} characters of the family's name, username or e-mail.`;
  } else if (query.isError) {
    status = "The search failed. Please try again.";
  } else if (query.isFetching || search !== text.trim()) {
    status = "Searching…";
  } else if (options.length === 0) {
    status = "No family accounts match.";
  } else {
    status = `${options.length} family account${options.length === 1 ? "" : "s"} found.`;
  }

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-required
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
        aria-invalid={ariaInvalid}
        aria-describedby={[statusId, ariaDescribedBy].filter(Boolean).join(" ")}
        className="flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600"
        placeholder="Search by name, username or e-mail"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (value) onChange(null);
        }}
        onFocus={() => {
          clearTimeout(closing.current);
          setOpen(true);
        }}
        onBlur={() => {
          // Leave the list open long enough for a click on an option to land.
          closing.current = setTimeout(() => setOpen(false), 150);
          onBlur?.();
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
            if (options.length > 0) setActive((index) => (index + 1) % options.length);
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            if (options.length > 0) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
          } else if (event.key === "Enter" && expanded) {
            event.preventDefault();
            const account = options[active >= 0 ? active : 0];
            if (account) choose(account);
          } else if (event.key === "Escape" && expanded) {
            // Close the list, not the dialog around it.
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label="Family accounts"
        hidden={!expanded}
        className="absolute z-10 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((account, index) => (
          <div
            key={account.id}
            id={`${listboxId}-${index}`}
            role="option"
            // Focus stays in the input (aria-activedescendant); the option is reached by the arrow keys.
            tabIndex={-1}
            aria-selected={index === active}
            className={cn(
              "cursor-pointer px-3 py-2 text-sm",
              index === active ? "bg-brand-50 text-brand-800" : "text-slate-900 hover:bg-slate-50",
            )}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(account);
            }}
          >
            <span className="block font-medium">{account.fullName}</span>
            <span className="block text-xs text-slate-600">
              {account.username} · {account.maskedEmail}
            </span>
          </div>
        ))}
      </div>
      <p id={statusId} aria-live="polite" className="mt-1 text-xs text-slate-600">
        {status}
      </p>
    </div>
  );
}
