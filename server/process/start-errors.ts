// Start-up faults as one line that names the variable or folder and what to do, instead of a
// driver's message ("connect ECONNREFUSED 127.0.0.1:5499") or a stack trace. main.ts prints
// it and exits with status 1.
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";

type Where = { DATABASE_URL?: string; DATA_DIR: string; PORT?: number; HOST?: string };

type ErrorLike = {
  code?: unknown;
  message?: unknown;
  path?: unknown;
  syscall?: unknown;
  errors?: unknown;
  cause?: unknown;
};

/** The nearest folder of `path` that exists (itself included). */
function nearestExisting(path: string): string {
  let at = path;
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  return at;
}

/** The error itself and what it wraps (AggregateError's errors, cause), outermost first. */
function chain(error: unknown): ErrorLike[] {
  const out: ErrorLike[] = [];
  const visit = (e: unknown, depth: number) => {
    if (!e || typeof e !== "object" || depth > 4) return;
    out.push(e as ErrorLike);
    const { errors, cause } = e as ErrorLike;
    if (Array.isArray(errors)) for (const inner of errors) visit(inner, depth + 1);
    visit(cause, depth + 1);
  };
  visit(error, 0);
  return out;
}

function codeOf(error: unknown): string | undefined {
  for (const e of chain(error)) if (typeof e.code === "string") return e.code;
  const text = String((error as ErrorLike)?.message ?? "");
  return /\b(E[A-Z]{3,}|[0-9A-Z]{5})\b/.exec(text)?.[1];
}

function serverOf(url: string): { host: string; port: string; database: string; user: string } {
  try {
    const u = new URL(url);
    return {
      host: u.hostname || "localhost",
      port: u.port || "5432",
      database: decodeURIComponent(u.pathname.replace(/^\//, "")) || decodeURIComponent(u.username) || "postgres",
      user: decodeURIComponent(u.username) || "the default user",
    };
  } catch {
    return { host: "?", port: "?", database: "?", user: "?" };
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0]!.trim();
}

/** One line saying what failed at start and how to fix it. */
export function describeStartError(error: unknown, where: Where): string {
  const code = codeOf(error);
  const dataDir = resolve(where.DATA_DIR);
  if (where.DATABASE_URL) {
    const { host, port, database, user } = serverOf(where.DATABASE_URL);
    switch (code) {
      case "ECONNREFUSED":
        return `DATABASE_URL: no PostgreSQL server answers at ${host}:${port} (connection refused). Check the host and port in DATABASE_URL, or start the PostgreSQL server.`;
      case "ENOTFOUND":
      case "EAI_AGAIN":
        return `DATABASE_URL: the host "${host}" was not found. Fix the host name in DATABASE_URL.`;
      case "ETIMEDOUT":
        return `DATABASE_URL: ${host}:${port} did not answer in time. Check the address and that a firewall lets this server reach PostgreSQL.`;
      case "3D000":
        return `DATABASE_URL: the database "${database}" does not exist on ${host}:${port}. Create it (createdb -h ${host} -p ${port} ${database}) or fix its name in DATABASE_URL.`;
      case "28P01":
      case "28000":
        return `DATABASE_URL: PostgreSQL at ${host}:${port} refused the user "${user}" (wrong user name or password). Fix the credentials in DATABASE_URL.`;
      case "53100":
      case "ENOSPC":
        return `DATABASE_URL: the PostgreSQL server at ${host}:${port} has no disk space left. Free space on its disk, then start again.`;
    }
  }
  switch (code) {
    case "EACCES":
    case "EPERM":
    case "EROFS":
      return `DATA_DIR: the folder ${dataDir} is not writable (${code}). Give the server's user write access to it, or set DATA_DIR to a writable folder.`;
    case "ENOSPC":
    case "53100":
      return `DATA_DIR: the disk holding ${dataDir} is full (${code}). Free some space, or set DATA_DIR to a folder on another disk, then start again.`;
    case "ENOENT": {
      // Node's recursive mkdir answers ENOENT when a parent folder is on a read-only file
      // system (EROFS) or cannot be written: the folder is missing and could not be created.
      const failed = chain(error).find((e) => e.code === "ENOENT");
      const mkdir = failed?.syscall === "mkdir" || /\bmkdir\b/.test(String(failed?.message ?? ""));
      if (!mkdir) break;
      const parent = nearestExisting(dataDir);
      return `DATA_DIR: the folder ${dataDir} does not exist and could not be created: ${parent} is read-only or not writable. Create the folder with write access for the server's user, or set DATA_DIR to a writable folder.`;
    }
    case "ENOTDIR":
      return `DATA_DIR: ${dataDir} is not a folder (a file is in its way). Set DATA_DIR to a folder.`;
    case "EADDRINUSE":
      return `PORT: ${where.HOST ?? "127.0.0.1"}:${where.PORT ?? 3000} is already in use by another program. Stop it, or set PORT to a free port.`;
    case "EADDRNOTAVAIL":
      return `HOST: ${where.HOST} is not an address of this machine. Set HOST to one of its addresses, or 0.0.0.0.`;
  }
  return `Could not start: ${firstLine(error)}`;
}
