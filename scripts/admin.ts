// `npm run admin -- add EMAIL` / `npm run admin -- remove EMAIL` / `npm run admin -- list`:
// admin accounts from the command line, for scripted set-ups. Uses DATABASE_URL (PostgreSQL,
// any time) or DATA_DIR (PGlite: only while the server is stopped; the folder is locked).
// The password comes from ADMIN_PASSWORD, else it is asked on the terminal (not echoed).
import { createInterface } from "node:readline";
import { AdminError, addAdmin, listAdmins, removeAdmin } from "../server/admin/accounts.ts";
import type { Database } from "../server/db/client.ts";
import { fail, openForCli } from "./lib/cli.ts";

const USAGE = `Usage:
  npm run admin -- add EMAIL      add an admin (password from ADMIN_PASSWORD, else asked)
  npm run admin -- remove EMAIL   remove an admin (never the last one)
  npm run admin -- list           list the admins`;

/** Reads a line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    fail("No terminal to ask the password on: set ADMIN_PASSWORD.");
  }
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    process.stdout.write(prompt);
    output._writeToOutput = () => {};
    rl.question("", (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

async function password(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const first = await askHidden("Password: ");
  const again = await askHidden("Password again: ");
  if (first !== again) fail("The passwords differ; nothing changed.");
  return first;
}

/** The database; while the server holds the PGlite folder, the way to add an admin meanwhile. */
async function open(): Promise<Database> {
  const { database } = await openForCli({
    advice:
      "The embedded database (PGlite) can be changed by one process at a time. Stop the server " +
      "and run this again, or add the admin in the console (/admin/administradores) while it runs.",
    code: 2,
  });
  return database;
}

async function main() {
  const [command, email] = process.argv.slice(2);
  if (command === "list") {
    const database = await open();
    try {
      const admins = await listAdmins(database.db);
      if (!admins.length) console.log("No admins yet.");
      for (const a of admins) console.log(`${a.email}\t(since ${a.createdAt.slice(0, 10)})`);
    } finally {
      await database.close();
    }
    return;
  }
  if ((command !== "add" && command !== "remove") || !email) fail(USAGE, 64);
  const secret = command === "add" ? await password() : "";
  const database = await open();
  try {
    if (command === "add") {
      await addAdmin(database.db, { email, password: secret, addedBy: null });
      console.log(`Admin ${email.trim().toLowerCase()} added. Sign in at /entrar.`);
    } else {
      await removeAdmin(database.db, { email });
      console.log(`Admin ${email.trim().toLowerCase()} removed.`);
    }
  } catch (error) {
    if (error instanceof AdminError) fail(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
