// /ipva/{uf}/lembretes.ics?final=D&tipo=carro: a calendar file (RFC 5545, app/lib/ics.ts) with
// the IPVA dates of the plate's final digit in the state (the single payment's deadlines, the
// discount's first, and each instalment) for the tax years offered on the request's day in
// Brasília, and the licensing deadline where the data has it. The same address serves the
// download and the webcal: subscription, so a calendar app that subscribed picks up new dates
// (next year's calendar as the Sefaz publishes it) with the same UIDs.
import type { Route } from "./+types/ipva-lembretes-ics";
import { ipvaDataFor } from "../domain/ipva/rates.ts";
import {
  ipvaReminderEvents,
  REMINDER_TYPE_PARAMS,
  REMINDER_UID_DOMAIN,
  type ReminderTypeParam,
} from "../features/ipva/reminders.ts";
import { ipvaYearsOn } from "../domain/ipva/years.ts";
import { licensingDataFor } from "../domain/licensing/licensing-data.ts";
import { licensingReminderEvents } from "../features/licensing/reminders.ts";
import type { FinalDigit, LicensingVehicleKind } from "../domain/licensing/vocabulary.ts";
import { brasiliaToday } from "../lib/brasilia-date.ts";
import { icsCalendar, type IcsEvent } from "../lib/ics.ts";
import { inState, isStateCode, type StateCode } from "../lib/states.ts";
import { absoluteUrl } from "../lib/seo.ts";

/** The licensing calendar each type in the address (`tipo=`) follows. */
const LICENSING_KIND: Record<ReminderTypeParam, LicensingVehicleKind> = {
  carro: "car",
  moto: "motorcycle",
  caminhao: "truck",
};

export type ReminderQuery = { state: StateCode; finalDigit: FinalDigit; tipo: ReminderTypeParam };

/** The query read: the final digit (0–9) required, the type optional (car by default). */
export function readReminderQuery(
  uf: string,
  params: URLSearchParams,
): { query: ReminderQuery } | { status: 400 | 404; message: string } {
  const state = uf.toUpperCase();
  if (uf !== state.toLowerCase() || !isStateCode(state)) return { status: 404, message: "Estado não encontrado." };
  const final = (params.get("final") ?? "").trim();
  if (!/^\d$/.test(final))
    return { status: 400, message: "Informe o final da placa (um número de 0 a 9) em final=, como final=3." };
  const tipo = params.get("tipo") ?? "carro";
  if (!(REMINDER_TYPE_PARAMS as readonly string[]).includes(tipo))
    return { status: 400, message: "Tipo de veículo inválido: use tipo=carro, tipo=moto ou tipo=caminhao." };
  return { query: { state, finalDigit: final as FinalDigit, tipo: tipo as ReminderTypeParam } };
}

/** The calendar's text for the query on a day (AAAA-MM-DD in Brasília). */
export function reminderCalendar(query: ReminderQuery, today: string): string {
  const { state, finalDigit, tipo } = query;
  const years = [...ipvaYearsOn(new Date(`${today}T12:00:00Z`)).years].sort();
  const events: IcsEvent[] = [];
  const stamps: string[] = [];
  for (const year of years) {
    const ipva = ipvaDataFor(year);
    if (ipva) {
      events.push(...ipvaReminderEvents(ipva, state, Number(finalDigit)));
      stamps.push(ipva.checked);
    }
    const licensing = licensingDataFor(year);
    if (licensing) {
      const vehicleType = LICENSING_KIND[tipo];
      events.push(...licensingReminderEvents(licensing, { state, vehicleType, finalDigit }, REMINDER_UID_DOMAIN));
      stamps.push(licensing.checked);
    }
  }
  const url = absoluteUrl(`/ipva/${state.toLowerCase()}`);
  events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.uid < b.uid ? -1 : 1));
  // The stamp is the day the data was last checked: the same data gives the same file.
  const stamp = new Date(`${stamps.sort().at(-1) ?? today}T12:00:00Z`);
  return icsCalendar({
    prodId: "-//Carro em Conta//Lembretes de IPVA e licenciamento//PT-BR",
    name: `IPVA e licenciamento ${inState(state)} (final ${finalDigit})`,
    stamp,
    events: events.map((e) => ({ ...e, url })),
  });
}

export function loader({ params, request }: Route.LoaderArgs) {
  const read = readReminderQuery(params.uf ?? "", new URL(request.url).searchParams);
  if ("status" in read) {
    return Response.json(
      { code: read.status === 404 ? "not_found" : "invalid_request", message: read.message },
      { status: read.status, headers: { "Cache-Control": "no-store" } },
    );
  }
  const { state, finalDigit, tipo } = read.query;
  return new Response(reminderCalendar(read.query, brasiliaToday()), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="lembretes-ipva-${state.toLowerCase()}-final-${finalDigit}-${tipo}.ics"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
