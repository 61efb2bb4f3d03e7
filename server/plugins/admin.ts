// The operator console's API (/api/admin/*, behind the admin gate) and the first admin's setup
// (/api/setup/*, its service decorated as app.firstAdminSetup for the set-up page). Both log
// only warnings: their URLs can carry searched names and e-mails.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createFirstAdminSetup, type FirstAdminSetup } from "../admin/first-admin-setup.ts";
import type { FipeUpstreamStatusProvider } from "../admin/fipe-stats.ts";
import type { Config } from "../config.ts";
import { catalogIsEmpty } from "../fipe/catalog/search.ts";
import { monthState } from "../fipe/catalog/sync.ts";
import { sourceStates } from "../public-data/sources.ts";
import { adminRoutes } from "../admin/routes/console.ts";
import { setupRoutes } from "../admin/routes/setup.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The first admin's set-up, from /api/setup/* or the set-up page. */
    firstAdminSetup: FirstAdminSetup;
  }
}

type Options = {
  config: Config;
  /** Each FIPE upstream's state for the console (default: the fail-over's own). */
  fipeUpstreamStatus?: FipeUpstreamStatusProvider;
};

async function adminPlugin(app: FastifyInstance, { config, fipeUpstreamStatus }: Options) {
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
  const setup = createFirstAdminSetup({ database, siteUrl: config.SITE_URL });
  app.decorate("firstAdminSetup", setup);
  await app.register(setupRoutes, { logLevel: "warn", setup, authRequests: app.authRequests });
}

export default fp(adminPlugin, { name: "admin", dependencies: ["database", "auth", "fipe"] });
