// The drawing of an in-body figure: a light placeholder frame with an icon for its kind and
// its caption, generated at build (no external image hosts). Returns SVG text.
import {
  AirVent,
  BatteryWarning,
  Calculator,
  CalendarDays,
  Car,
  ChartLine,
  Cog,
  Disc3,
  Droplet,
  FileText,
  Fuel,
  Gauge,
  Banknote,
  PlugZap,
  ScanSearch,
  Thermometer,
  Ticket,
  Volume2,
  Wrench,
  Waves,
  LifeBuoy,
  RotateCcw,
  type LucideIcon,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FIGURE_HEIGHT, FIGURE_WIDTH, type FigureKind } from "./body-figures.ts";
import { wrapTitle } from "./article-image.ts";

const ICONS: Record<FigureKind, LucideIcon> = {
  bateria: BatteryWarning,
  calculadora: Calculator,
  calendario: CalendarDays,
  cambio: Cog,
  carro: Car,
  combustivel: Fuel,
  documento: FileText,
  eletrico: PlugZap,
  ferramentas: Wrench,
  freio: Disc3,
  grafico: ChartLine,
  ingresso: Ticket,
  inspecao: ScanSearch,
  motor: Cog,
  oleo: Droplet,
  painel: Gauge,
  pneu: LifeBuoy,
  radiador: Thermometer,
  ruido: Volume2,
  "ar-condicionado": AirVent,
  direcao: RotateCcw,
  suspensao: Waves,
  dinheiro: Banknote,
};

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function figureSvg({ kind, caption }: { kind: FigureKind; caption: string }): string {
  const icon = renderToStaticMarkup(
    createElement(ICONS[kind], { size: 240, color: "#1d4ed8", strokeWidth: 1.4, x: 110, y: 180 }),
  );
  const lines = wrapTitle(caption, 20, 4);
  const top = 290 - ((lines.length - 1) * 70) / 2;
  const text = lines
    .map(
      (l, i) =>
        `<text x="440" y="${top + i * 70 + 20}" font-size="54" font-weight="700" fill="#0f172a">${escapeXml(l)}</text>`,
    )
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FIGURE_WIDTH}" height="${FIGURE_HEIGHT}" viewBox="0 0 ${FIGURE_WIDTH} ${FIGURE_HEIGHT}" font-family="system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif">` +
    `<rect width="${FIGURE_WIDTH}" height="${FIGURE_HEIGHT}" fill="#eff6ff"/>` +
    `<rect x="24" y="24" width="${FIGURE_WIDTH - 48}" height="${FIGURE_HEIGHT - 48}" rx="28" fill="none" stroke="#93c5fd" stroke-width="4" stroke-dasharray="18 14"/>` +
    `<circle cx="230" cy="300" r="170" fill="#dbeafe"/>` +
    icon +
    text +
    `<text x="440" y="${FIGURE_HEIGHT - 62}" font-size="28" font-weight="600" fill="#1d4ed8" opacity=".8">Ilustração · Carro em Conta</text>` +
    `</svg>`
  );
}
