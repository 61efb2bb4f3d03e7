// `npm start`: build what is missing or stale, then run the compiled server (plain JavaScript,
// no TypeScript transpiler at run time). A stale client rebuilds everything; a stale server
// alone is recompiled in seconds.
import { execSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_ENTRY, clientBuildIsCurrent, serverBuildIsCurrent } from "./build-stamp.mjs";

if (!clientBuildIsCurrent()) {
  console.log("Building the site (the build is missing or older than the sources)...");
  execSync("npm run build", { stdio: "inherit" });
} else if (!serverBuildIsCurrent()) {
  console.log("Compiling the server (it is missing or older than the sources)...");
  execSync("npm run build:server", { stdio: "inherit" });
}
await import(pathToFileURL(resolve(SERVER_ENTRY)).href);
