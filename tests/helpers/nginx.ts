// Debian's nginx as a child process with a generated configuration (the static reference in
// `npm run bench`, the load balancer in `npm run test:scale`). Foreground master, one worker,
// everything (pid, logs, temp files) in a temporary folder.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The nginx binary, or null when nginx is not installed. */
export function nginxBinary(): string | null {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(candidate)) return candidate;
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

export type Nginx = { child: ChildProcess; url: string; dir: string; errorLog(): string; stop(): Promise<void> };

/**
 * Starts nginx on 127.0.0.1:port with `httpBody` inside its http block (server and upstream
 * blocks; `listen` is up to the caller), and waits until `probePath` answers.
 */
export async function startNginx(port: number, httpBody: string, probePath = "/"): Promise<Nginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error("nginx is not installed (apt-get install -y nginx)");
  const dir = mkdtempSync(join(tmpdir(), "cec-nginx-"));
  const conf = `
daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${httpBody}
}
`;
  writeFileSync(join(dir, "nginx.conf"), conf);
  const child = spawn(binary, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => {
    const file = join(dir, "error.log");
    return stderr + (existsSync(file) ? readFileSync(file, "utf8") : "");
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${errorLog()}`);
    try {
      await fetch(`${url}${probePath}`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}:\n${errorLog()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    child,
    url,
    dir,
    errorLog,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
