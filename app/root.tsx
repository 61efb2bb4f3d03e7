import { Suspense, lazy, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, type LinksFunction } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { Header } from "./components/layout/header.tsx";
import { ScrollOnNavigation } from "./components/layout/scroll-on-navigation.tsx";
import { ToasterHost } from "./components/ui/toaster-host.tsx";
import { CookieBanner } from "./features/cookie-consent/cookie-banner.tsx";
import { CONSENT_PENDING_SCRIPT } from "./features/cookie-consent/consent.ts";
import { registerServiceWorker } from "./lib/service-worker.ts";
import { FAVICON_PATH, SITE } from "./lib/site.ts";

/**
 * The footer (links, contact details, social icons) holds no field: its code is split from every
 * page's first scripts (React's lazy). The server renders it in full, its links work as plain
 * links, and it hydrates once its code arrives.
 */
const LazyFooter = lazy(() => import("./components/layout/footer.tsx").then((m) => ({ default: m.Footer })));

function Footer() {
  return (
    <Suspense fallback={null}>
      <LazyFooter />
    </Suspense>
  );
}

export const links: LinksFunction = () => [
  { rel: "icon", href: FAVICON_PATH, type: "image/png", sizes: "48x48" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "alternate", type: "application/rss+xml", title: `${SITE.name} — Blog`, href: "/rss.xml" },
];

/** Marks the document once React has hydrated (tests and diagnostics wait for it). */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/**
 * Production builds register the service worker (offline use) once the page has loaded, so it
 * never competes with the page's own requests. (Imported statically: the registration is a
 * few bytes, less than the loader a dynamic import() would add to this chunk.)
 */
function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    if (document.readyState === "complete") registerServiceWorker();
    else window.addEventListener("load", registerServiceWorker, { once: true });
    return () => window.removeEventListener("load", registerServiceWorker);
  }, []);
  return null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        {/* Before the first paint: shows the cookie banner when no choice is stored. Only the
            prerendered HTML needs its text: hydration keeps an element's inner HTML as it is,
            so the browser's bundle does not carry it. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? CONSENT_PENDING_SCRIPT : "" }}
        />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-gray-100">
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <HydrationMark />
      <ServiceWorkerRegistration />
      <ScrollOnNavigation />
      <Header />
      <main id="conteudo" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
      <ToasterHost />
    </>
  );
}

/** A crash anywhere below the root: the page keeps the site's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <Header />
      <main id="conteudo" className="flex-1">
        <div className="mx-auto max-w-2xl px-4 py-20 text-center">
          <h1 className="text-3xl font-bold text-gray-900">{notFound ? "Página não encontrada" : "Algo deu errado"}</h1>
          <p className="mt-4 text-gray-700">
            {notFound
              ? "O endereço que você procurou não existe ou foi movido."
              : "Ocorreu um erro inesperado. Recarregue a página ou tente novamente mais tarde."}
          </p>
          {/* A full load, not a client navigation: the app state that crashed starts over. */}
          <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
            Voltar para a página inicial
          </a>
        </div>
      </main>
      <Footer />
    </>
  );
}
