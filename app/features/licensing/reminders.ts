// A state's licensing deadline for a vehicle type and the plate's final digit as an all-day
// calendar event (the reminders' .ics file, app/lib/ics.ts), when the year's data has it: a
// day is that day; a month (SP gives only the month) is an event on its first day saying so.
// Nothing when the state bundles licensing with the IPVA or no dated source gave the deadline.
// Pure: the year's data comes in. The UID is made of the year, state, kind and digit.
import type { IcsEvent } from "../../lib/ics.ts";
import type { StateCode } from "../../lib/states.ts";
import type { LicensingYearData } from "../../domain/licensing/data-schema.ts";
import { licensingDeadline } from "../../domain/licensing/state-rules.ts";
import type { FinalDigit, LicensingVehicleKind } from "../../domain/licensing/vocabulary.ts";

export function licensingReminderEvents(
  data: LicensingYearData,
  query: { state: StateCode; vehicleType: LicensingVehicleKind; finalDigit: FinalDigit },
  uidDomain: string,
): IcsEvent[] {
  const { state, vehicleType, finalDigit } = query;
  const deadline = licensingDeadline(data, query);
  const agency = data.states[state].agency;
  const uid = `licenciamento-${data.year}-${state.toLowerCase()}-${vehicleType}-final-${finalDigit}@${uidDomain}`;
  const head = `Licenciamento ${data.year} ${state} (final ${finalDigit})`;
  if (deadline.kind === "day") {
    return [
      {
        uid,
        date: deadline.date,
        summary: `${head}: último dia`,
        description: `Fonte: ${deadline.source.title}. Confirme no ${agency} antes de pagar.`,
      },
    ];
  }
  if (deadline.kind === "month") {
    return [
      {
        uid,
        date: `${deadline.month}-01`,
        summary: `${head}: vence em ${deadline.text}`,
        description: `O ${agency} informa o mês do vencimento; confira o dia no site dele. Fonte: ${deadline.source.title}.`,
      },
    ];
  }
  return [];
}
