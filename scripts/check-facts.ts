// `npm run check:facts` (also in CI, .ci/run): fails when the dated facts are stale or lack a
// source, naming the file and what to update (docs/operations.md, "Yearly refresh").
// FACTS_TODAY=AAAA-MM-DD checks as of another day (to see what will fail next year).
import { readFileSync } from "node:fs";
import { IPVA_DATA_DIR, LICENSING_DATA_DIR, checkFacts, ipvaYearFiles, yearFiles } from "./facts.ts";

const today = process.env.FACTS_TODAY ? new Date(`${process.env.FACTS_TODAY}T12:00:00Z`) : new Date();
if (Number.isNaN(today.getTime())) {
  console.error(`check:facts: FACTS_TODAY must be a date as AAAA-MM-DD, got "${process.env.FACTS_TODAY}"`);
  process.exit(2);
}

const report = checkFacts({ today });

// The calculator must use the newest year's file.
const newest = ipvaYearFiles(IPVA_DATA_DIR).at(-1);
const rates = readFileSync("app/domain/ipva/rates.ts", "utf8");
if (newest && !rates.includes(`./data/${newest.year}.json`)) {
  report.problems.push(
    `app/domain/ipva/rates.ts does not import the newest file, ./data/${newest.year}.json: change its import`,
  );
}

// The licensing answers must use every year's file.
const licensingData = readFileSync("app/domain/licensing/licensing-data.ts", "utf8");
for (const { year } of yearFiles(LICENSING_DATA_DIR)) {
  if (!licensingData.includes(`./data/${year}.json`)) {
    report.problems.push(
      `app/domain/licensing/licensing-data.ts does not import ./data/${year}.json: import it and add it to LICENSING_YEARS`,
    );
  }
}

for (const warning of report.warnings) console.warn(`check:facts: warning: ${warning}`);
if (report.problems.length > 0) {
  console.error(`check:facts: ${report.problems.length} problem(s) as of ${today.toISOString().slice(0, 10)}:`);
  for (const problem of report.problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `check:facts: IPVA ${report.newestIpvaYear} and licensing ${report.newestLicensingYear} are current ` +
    `as of ${today.toISOString().slice(0, 10)}, every state with a source or a note.`,
);
