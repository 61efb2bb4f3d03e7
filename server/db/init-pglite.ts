// Creates an embedded database folder (initdb) and exits: run by server/db/client.ts in a
// child process so the server never carries initdb's memory.
import { PGlite } from "@electric-sql/pglite";

const dir = process.argv[2];
if (!dir) throw new Error("usage: init-pglite.ts <folder>");
const client = new PGlite(dir);
await client.waitReady;
await client.close();
