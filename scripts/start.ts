// `npm start`: build the site when the build is missing or stale, then run the server.
import { execSync } from "node:child_process";
import { buildIsCurrent } from "./build-stamp.ts";

if (!buildIsCurrent()) {
  console.log("Building the site (the build is missing or older than the sources)...");
  execSync("npm run build", { stdio: "inherit" });
}
await import("../server/main.ts");
