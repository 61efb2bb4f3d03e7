// The operator console's API (/api/admin/*, behind the admin gate) and the first admin's setup
// (/api/setup/*). Both log only warnings: their URLs can carry searched names and e-mails.
import type { FastifyInstance } from "fastify";
import type { FipeUpstreamStatusProvider } from "../admin/fipe-stats.ts";
import type { Config } from "../config.ts";
import { catalogIsEmpty } from "../fipe/catalog/search.ts";
import { monthState } from "../fipe/catalog/sync.ts";
import { sourceStates } from "../public-data/sources.ts";
import { adminRoutes } from "../routes/admin.ts";
import { setupRoutes } from "../routes/setup.ts";

type Options = {
  config: Config;
  /** Each FIPE upstream's state for the console (default: the fail-over's own). */
  fipeUpstreamStatus?: FipeUpstreamStatusProvider;
};

export default async function adminPlugin(app: FastifyInstance, { config, fipeUpstreamStatus }: Options) {
  const { database, fipe } = app;
  await app.register(adminRoutes, {
    logLevel: "warn",
    auth: app.auth,
    database,
    siteUrl: config.SITE_URL,
    secret: app.secret,
    mailEnabled: Boolean(config.SMTP_URL),
    readiness: () => app.readiness(),
    fipeUpstreamStatus:
      fipeUpstreamStatus ??
      (async () =>
        (await fipe.failover.status()).map((u) => ({
          name: `${u.id} (${u.url})`,
          callsToday: u.callsToday ?? 0,
          dailyBudget: u.dailyLimit,
          circuit: u.circuitOpen ? ("open" as const) : ("closed" as const),
        }))),
    fipeSyncStatus: async () => {
      const state = await monthState(fipe.store);
      const live = app.fipeSync?.current();
      const catalogEmpty = await catalogIsEmpty(database.db);
      return { enabled: config.FIPE_SYNC === "auto", state, live, catalogEmpty };
    },
    publicDataStatus: async () => ({
      enabled: config.PUBLIC_DATA_SYNC === "auto",
      sources: await sourceStates(database.db),
    }),
  });
  await app.register(setupRoutes, { logLevel: "warn", database, siteUrl: config.SITE_URL });
}
