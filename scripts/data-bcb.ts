// `npm run data:bcb`: the Banco Central's SGS series the site uses (25471, the mean vehicle
// loan rate; 433, the IPCA) from BCB_SGS_URL into the public data (server/public-data/bcb/),
// recorded as the server's monthly refresh. A value already held is not written again.
import { refreshSource } from "../server/public-data/refresh.ts";
import { fail, openForCli } from "./lib/cli.ts";

const { config, database } = await openForCli();
let code = 0;
try {
  const outcome = await refreshSource(database.db, "bcb", {
    anpUrls: config.ANP_PRICES_URLS,
    bcbUrl: config.BCB_SGS_URL,
  });
  if (!outcome)
    fail("Outro processo está atualizando as séries do Banco Central agora; tente de novo em alguns minutos.");
  for (const r of (outcome.report as { series: number; values: number; changed: number; newest: string }[] | null) ??
    []) {
    console.log(`série ${r.series}: ${r.values} meses (o mais recente ${r.newest}), ${r.changed} novos ou mudados`);
  }
  if (outcome.error) {
    console.error(`falhou: ${outcome.error}`);
    code = 1;
  }
} finally {
  await database.close();
}
process.exit(code);
