// A fresh install's FIPE catalog holds nothing until its first sync or import: the server says
// so in its log at start, with what fills it (docs/operations.md, "The FIPE catalog"), as the
// console's FIPE screen does.
import type { Db } from "../../db/client.ts";
import { catalogIsEmpty } from "./search.ts";

export function emptyCatalogAdvice(syncEnabled: boolean): string {
  return [
    "The FIPE catalog is empty: the search and the brand pages have nothing to show yet (visitors are told the table is being loaded).",
    syncEnabled
      ? "The background sync (FIPE_SYNC=auto) fills the newest month by itself, over hours under the default budgets; to fill it now run `npm run fipe:sync` (with PGlite, stop the server first)."
      : "The background sync is off (FIPE_SYNC=off): run `npm run fipe:sync` to fill the newest month.",
    "Past months: `npm run fipe:import -- --since YYYY-MM <fipeX file or https address>`. See docs/operations.md.",
  ].join(" ");
}

/** One warning at start while the catalog is empty. */
export async function announceEmptyCatalog(
  log: { warn(msg: string): void; error(obj: object, msg: string): void },
  db: Db,
  syncEnabled: boolean,
): Promise<boolean> {
  try {
    if (!(await catalogIsEmpty(db))) return false;
    log.warn(emptyCatalogAdvice(syncEnabled));
    return true;
  } catch (error) {
    log.error({ err: error }, "could not check whether the FIPE catalog is empty");
    return false;
  }
}
