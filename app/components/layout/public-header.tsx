import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { LinkList } from "#app/components/layout/link-list.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { compactLinks, mainMenus, type NavMenu } from "#app/components/layout/nav-links.ts";
import { cx as cn } from "#app/components/public/styles.ts";
import { brand } from "#app/config/brand.ts";
import { paths } from "#shared/config/paths.ts";

const mobileLinkClass = "block rounded-md px-2 py-2 text-slate-800 hover:bg-slate-100";

/** The main header's two links beside its menus, drawn in the desktop row and in the phone menu. */
function PurchaseAndContactLinks({ className }: { className: string }) {
  return (
    <>
      <Link to={paths.individualPurchase} className={className}>
        Individual Purchase
      </Link>
      <a href={paths.contactSection} className={className}>
        Contact Us
      </a>
    </>
  );
}

function Dropdown({ menu, currentPath }: { menu: NavMenu; currentPath: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    // Keyboard users tabbing out of the menu close it too.
    const onFocusIn = (event: FocusEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open]);

  const active = menu.links.some((link) => link.to === currentPath);
  return (
    <div className="relative" ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          "flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100",
          active && "text-brand-700",
        )}
      >
        {menu.label}
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute left-0 z-40 mt-1 min-w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {menu.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={() => setOpen(false)}
              aria-current={link.to === currentPath ? "page" : undefined}
              className="block px-4 py-2 text-sm text-slate-700 hover:bg-slate-100"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

type HeaderVariant = "main" | "compact";

/** The public header: dropdown menus on wide screens, a collapsible menu on small ones. */
export function PublicHeader({
  variant = "main",
  withGuarantees = false,
}: {
  variant?: HeaderVariant;
  withGuarantees?: boolean;
}) {
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const menus = mainMenus({ withGuarantees });

  // Close the mobile menu whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => setMobileOpen(false), [location.pathname, location.hash]);

  // Escape closes the mobile menu and returns focus to its button.
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMobileOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mobileOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6"
      >
        <Link to={paths.home} aria-label={`${brand.name} home`}>
          <Logo />
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          {variant === "main" ? (
            <>
              {menus.map((menu) => (
                <Dropdown key={menu.label} menu={menu} currentPath={location.pathname} />
              ))}
              <PurchaseAndContactLinks className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100" />
            </>
          ) : (
            compactLinks.map((link) => (
              <Link
                key={link.label}
                to={link.to}
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
              >
                {link.label}
              </Link>
            ))
          )}
          <Link
            to={paths.auth}
            className="ml-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Log In
          </Link>
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="rounded-md p-2.5 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
          onClick={() => setMobileOpen((value) => !value)}
        >
          {mobileOpen ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
          <span className="sr-only">{mobileOpen ? "Close menu" : "Open menu"}</span>
        </button>
      </nav>
      <div
        id={mobileId}
        hidden={!mobileOpen}
        className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden"
      >
        {variant === "main" ? (
          menus.map((menu) => (
            <div key={menu.label} className="pt-3">
              <p className="px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {menu.label}
              </p>
              <LinkList links={menu.links} linkClassName={mobileLinkClass} />
            </div>
          ))
        ) : (
          <LinkList links={compactLinks} className="pt-3" linkClassName={mobileLinkClass} />
        )}
        <div className="mt-3 grid gap-2 border-t border-slate-200 pt-3">
          {variant === "main" ? <PurchaseAndContactLinks className={mobileLinkClass} /> : null}
          <Link
            to={paths.auth}
            className="block rounded-md bg-brand-700 px-4 py-2 text-center font-semibold text-white"
          >
            Log In
          </Link>
        </div>
      </div>
    </header>
  );
}
