// `npm run data:combustiveis -- [ARQUIVO_OU_URL…]`: the ANP's fuel price survey files (the
// "últimas 4 semanas" CSVs or the semiannual history files, .csv or .zip; `;` separated, Latin-1 or UTF-8)
// into the public data (server/public-data/anp/). Without arguments: the files of
// ANP_PRICES_URLS, as the server's weekly refresh does (and recorded as that refresh). Each
// file is one transaction: a bad file stops with its name and line, storing nothing from it.
// Importing a file again changes nothing. A .zip is read as its first .csv, unpacked as it is read.
import { importAnp, AnpImportError } from "../server/public-data/anp/import.ts";
import { refreshSource } from "../server/public-data/refresh.ts";
import { SourceError } from "../server/source-reader/errors.ts";
import { fail, openForCli } from "./lib/cli.ts";

const USAGE = "Uso: npm run data:combustiveis -- [ARQUIVO_OU_URL…]   (sem argumentos: ANP_PRICES_URLS)";
const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}

const { config, database } = await openForCli();
let code = 0;
try {
  if (!args.length) {
    const outcome = await refreshSource(database.db, "anp", {
      anpUrls: config.ANP_PRICES_URLS,
      bcbUrl: config.BCB_SGS_URL,
    });
    if (!outcome) fail("Outro processo está atualizando os preços da ANP agora; tente de novo em alguns minutos.");
    console.log(JSON.stringify(outcome.report, null, 2));
    if (outcome.error) {
      console.error(outcome.error);
      code = 1;
    }
  }
  for (const file of args) {
    const started = Date.now();
    try {
      const r = await importAnp(database.db, file);
      const skipped = Object.entries(r.skipped).map(([p, n]) => `${n} ${p}`);
      console.log(
        `${file}: ${r.lines} linhas, semanas ${r.weeks.join(", ") || "nenhuma"}; ${r.daysChanged} somas diárias e ${r.weeksChanged} médias semanais novas ou mudadas` +
          `${skipped.length ? `; ignoradas: ${skipped.join(", ")}` : ""} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    } catch (error) {
      if (error instanceof AnpImportError || error instanceof SourceError) {
        console.error(`recusado, nada gravado: ${error.message}`);
        code = 1;
        break;
      }
      throw error;
    }
  }
} finally {
  await database.close();
}
process.exit(code);
