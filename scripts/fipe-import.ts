// `npm run fipe:import -- [--since YYYY-MM] [--strict] FILE_OR_HTTPS_URL…`: fipeX history files
// (the tab-separated text, .gz too, or Parquet) into the FIPE catalog's prices
// (server/fipe/catalog/import.ts). Each file is checked whole before anything is written; a bad
// file stops the command with one line naming the file and the cause (line, disk full, line too
// long, time limit, redirect refused), storing nothing from it (files before it stay imported).
// A file that ends short of its last month is imported with a warning, or refused with
// --strict. Importing a file again changes nothing. Uses DATABASE_URL (PostgreSQL, any time)
// or DATA_DIR (PGlite: only while the server is stopped).
import { parseArgs } from "node:util";
import { importFipeX } from "../server/fipe/catalog/import.ts";
import { fail, openForCli } from "./lib/cli.ts";

const USAGE = "Usage: npm run fipe:import -- [--since YYYY-MM] [--strict] FILE_OR_HTTPS_URL…";

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { since: { type: "string" }, strict: { type: "boolean" }, help: { type: "boolean" } },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!positionals.length) fail(USAGE);
if (values.since && !/^\d{4}-(0[1-9]|1[0-2])$/.test(values.since)) fail(`--since "${values.since}" must be YYYY-MM`);
for (const file of positionals) {
  if (/^[a-z]+:\/\//i.test(file) && !/^https:\/\//i.test(file)) fail(`${file}: only https:// addresses are accepted`);
}

const { database } = await openForCli({
  advice: "Stop the server first, or import into PostgreSQL (DATABASE_URL) while it runs.",
});

let code = 0;
try {
  for (const file of positionals) {
    const started = Date.now();
    const report = await importFipeX(database.db, file, { since: values.since, strict: values.strict === true });
    for (const warning of report.warnings) console.warn(`warning: ${warning}`);
    const skipped = Object.entries(report.skipped)
      .map(([reason, n]) => `${n} ${reason}`)
      .join("; ");
    const span = report.months.length
      ? `${report.months[0]} to ${report.months[report.months.length - 1]} (${report.months.length} months)`
      : "no month";
    console.log(
      `${file}: ${report.read} rows read, ${report.matched} matched, ${report.added} new, ${
        report.read - report.matched
      } skipped${skipped ? ` (${skipped})` : ""}; ${span}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
} catch (error) {
  // One line: the file and the cause.
  console.error(error instanceof Error ? error.message.split("\n")[0] : String(error));
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
