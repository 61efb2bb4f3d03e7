import { ChevronDown } from "../icons/outline/chevron-down.ts";
import { Menu } from "../icons/outline/menu.ts";
import { X } from "../icons/outline/x.ts";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { cn } from "../../lib/cn.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { CALCULATOR_LINKS, MAIN_NAV } from "../../lib/site.ts";
import { Logo } from "./logo.tsx";

const CALCULATOR_PATHS = ["/calculadoras", ...CALCULATOR_LINKS.map((l) => l.to)];

function desktopLinkClasses(active: boolean) {
  return cn(
    "rounded-md px-2.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors xl:px-3",
    active ? "bg-brand-50 text-brand-700" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
  );
}

function CalculatorsMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const active = CALCULATOR_PATHS.includes(pathname);
  const hydrated = useHydrated();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  // Before the page's JavaScript runs (or without it) "Calculadoras" is a link to their page.
  if (!hydrated) {
    return (
      <a href="/calculadoras" className={cn(desktopLinkClasses(active), "inline-flex items-center gap-1")}>
        Calculadoras
        <ChevronDown aria-hidden="true" className="size-4" />
      </a>
    );
  }
  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        className={cn(desktopLinkClasses(active), "inline-flex items-center gap-1")}
        onClick={() => setOpen((v) => !v)}
      >
        Calculadoras
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-80 rounded-xl border border-gray-200 bg-white p-2 shadow-xl"
      >
        <ul>
          {CALCULATOR_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  cn("block rounded-lg px-3 py-2", isActive ? "bg-brand-50" : "hover:bg-gray-50")
                }
              >
                <span className="block text-sm font-semibold text-gray-900">{link.label}</span>
                <span className="block text-xs text-gray-600">{link.description}</span>
              </NavLink>
            </li>
          ))}
          <li className="mt-1 border-t border-gray-100 pt-1">
            <Link
              to="/calculadoras"
              onClick={() => setOpen(false)}
              className="block rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-gray-50"
            >
              Ver todas as calculadoras
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}

function MobileMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const itemClasses = ({ isActive }: { isActive: boolean }) =>
    cn(
      "block rounded-lg px-3 py-2.5 text-base font-semibold",
      isActive ? "bg-brand-50 text-brand-700" : "text-gray-800 hover:bg-gray-50",
    );
  return (
    <nav id={id} aria-label="Menu principal" className="border-t border-gray-200 bg-white lg:hidden">
      <ul className="mx-auto max-w-6xl space-y-1 px-4 py-3">
        {MAIN_NAV.slice(0, 1).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={itemClasses} onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/calculadoras" className={itemClasses} onClick={onNavigate}>
            Calculadoras
          </NavLink>
          <ul className="mt-1 ml-3 space-y-1 border-l-2 border-gray-100 pl-3">
            {CALCULATOR_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={onNavigate}
                  aria-current={pathname === link.to ? "page" : undefined}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-lg px-3 py-2 text-sm font-medium",
                      isActive ? "bg-brand-50 text-brand-700" : "text-gray-700 hover:bg-gray-50",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </li>
        {MAIN_NAV.slice(1).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={itemClasses} onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Sticky header with the current route highlighted and a collapsible mobile menu. */
export function Header() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const { pathname } = useLocation();
  const hydrated = useHydrated();

  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Pular para o conteúdo
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/" end className={({ isActive }) => desktopLinkClasses(isActive)}>
                Início
              </NavLink>
            </li>
            <li>
              <CalculatorsMenu />
            </li>
            {MAIN_NAV.slice(1).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={({ isActive }) => desktopLinkClasses(isActive)}>
                  {link.short ? (
                    <>
                      <span className="xl:hidden">{link.short}</span>
                      <span className="hidden xl:inline">{link.label}</span>
                    </>
                  ) : (
                    link.label
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Before the page's JavaScript runs (or without it) the menu button is a link to the
            footer's links. */}
        {hydrated ? null : (
          <a
            href="#rodape"
            aria-label="Abrir menu"
            className="inline-flex size-11 items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </a>
        )}
        <button
          type="button"
          hidden={!hydrated}
          className="inline-flex size-11 items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          aria-label={mobileOpen ? "Fechar menu" : "Abrir menu"}
          onClick={() => setMobileOpen((v) => !v)}
        >
          {mobileOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>
      {mobileOpen ? <MobileMenu id={mobileMenuId} onNavigate={() => setMobileOpen(false)} /> : null}
    </header>
  );
}
