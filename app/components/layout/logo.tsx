import { Link } from "react-router";
import { SITE } from "../../lib/site.ts";

export function Logo({ light = false }: { light?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md" aria-label={`${SITE.name}, página inicial`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path
          d="M7 19.5l2.2-5.6A2.5 2.5 0 0 1 11.5 12.3h9a2.5 2.5 0 0 1 2.3 1.6l2.2 5.6v4a1 1 0 0 1-1 1h-1.6a1 1 0 0 1-1-1v-1H9.6v1a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1z"
          fill="#fff"
        />
        <circle cx="11" cy="20" r="1.6" fill="#1d4ed8" />
        <circle cx="21" cy="20" r="1.6" fill="#1d4ed8" />
        <path d="M10.4 17.2l1.3-3.1h8.6l1.3 3.1z" fill="#93c5fd" />
      </svg>
      <span
        className={`text-lg font-extrabold tracking-tight whitespace-nowrap ${light ? "text-white" : "text-gray-900"}`}
      >
        Carro em <span className={light ? "text-green-300" : "text-accent-600"}>Conta</span>
      </span>
    </Link>
  );
}
