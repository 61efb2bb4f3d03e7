import { Link } from "react-router";
import { copyrightLine } from "../../lib/contact.ts";
import { CALCULATOR_LINKS, LEGAL_LINKS, MAIN_NAV } from "../../lib/site.ts";
import { ContactDetails } from "./contact-details.tsx";
import { Logo } from "./logo.tsx";
import { SocialIcons } from "./social-icons.tsx";

function FooterLinks({ title, links }: { title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-gray-300 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer id="rodape" className="bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo light />
          <p className="text-sm leading-relaxed text-gray-300">
            Calculadoras, Tabela FIPE e conteúdo prático para quem dirige e para quem vai comprar um carro. Grátis e sem
            cadastro.
          </p>
          <SocialIcons />
        </div>
        <FooterLinks title="Links rápidos" links={[...MAIN_NAV, { to: "/calculadoras", label: "Calculadoras" }]} />
        <FooterLinks title="Calculadoras" links={CALCULATOR_LINKS} />
        <div className="space-y-8">
          <FooterLinks title="Legal" links={LEGAL_LINKS} />
          <div>
            <h2 className="text-sm font-bold tracking-wide text-white uppercase">Contato</h2>
            <ContactDetails tone="dark" className="mt-4" />
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* The year of the render (UTC): a prerendered page says its build's year, and the
            browser's render may be a later one at the turn of a year, hence no warning. */}
        <p className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-gray-400" suppressHydrationWarning>
          {`${copyrightLine()}. Todos os direitos reservados.`}
        </p>
      </div>
    </footer>
  );
}
