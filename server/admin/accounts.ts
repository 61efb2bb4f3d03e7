// Admin accounts: the admin role, adding and removing admins (never the last one), and the
// first admin through a one-time setup token. Every change that depends on "how many admins
// exist" runs under one transaction-scoped advisory lock, so two processes on one PostgreSQL
// can never both create a first admin or both remove "the other" admin.
import { hashPassword } from "better-auth/crypto";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { EMAIL_PATTERN } from "#app/lib/email.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../auth/better-auth.ts";
import type { Db } from "../db/client.ts";
import { adminSetupTokens, admins, authAccounts, authSessions, authUsers } from "../db/schema.ts";

/** Any number: serialises admin-count-sensitive changes across processes. */
const ADMINS_LOCK_KEY = 727_004;

export class AdminError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type AdminSummary = { id: string; email: string; createdAt: string };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkCredentials(email: string, password: string): string {
  const normalized = normalizeEmail(email);
  if (normalized.length > 254 || !EMAIL_PATTERN.test(normalized)) {
    throw new AdminError(400, "INVALID_EMAIL", "Informe um e-mail válido.");
  }
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new AdminError(
      400,
      "INVALID_PASSWORD",
      `A senha deve ter de ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres.`,
    );
  }
  return normalized;
}

export function hashSetupToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

async function lockAdmins(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK_KEY})`);
}

async function adminCount(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(admins);
  return Number(row?.n ?? 0);
}

export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ userId: admins.userId }).from(admins).where(eq(admins.userId, userId)).limit(1);
  return rows.length > 0;
}

export async function hasAnyAdmin(db: Db): Promise<boolean> {
  return (await adminCount(db)) > 0;
}

export async function listAdmins(db: Db): Promise<AdminSummary[]> {
  const rows = await db
    .select({ id: authUsers.id, email: authUsers.email, createdAt: admins.createdAt })
    .from(admins)
    .innerJoin(authUsers, eq(authUsers.id, admins.userId))
    .orderBy(asc(admins.createdAt), asc(authUsers.email));
  return rows.map((r) => ({ id: r.id, email: r.email, createdAt: new Date(r.createdAt).toISOString() }));
}

/** Creates the account, or sets the password of an existing one; then grants the role. */
async function grantAdmin(tx: Tx, email: string, password: string, addedBy: string | null): Promise<string> {
  const hash = await hashPassword(password);
  const [existing] = await tx.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  let userId: string;
  if (existing) {
    userId = existing.id;
    if ((await tx.select().from(admins).where(eq(admins.userId, userId))).length) {
      throw new AdminError(409, "ALREADY_ADMIN", "Este e-mail já é de um administrador.");
    }
    const updated = await tx
      .update(authAccounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, "credential")))
      .returning({ id: authAccounts.id });
    // Whoever held this account before (open sign-up) must not keep a session into the console.
    await tx.delete(authSessions).where(eq(authSessions.userId, userId));
    if (!updated.length) {
      await tx
        .insert(authAccounts)
        .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: hash });
    }
  } else {
    userId = randomUUID();
    await tx.insert(authUsers).values({ id: userId, email, name: email.split("@")[0]!, emailVerified: true });
    await tx
      .insert(authAccounts)
      .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: hash });
  }
  await tx.insert(admins).values({ userId, addedBy });
  return userId;
}

/** Adds an admin (a new account, or an existing account promoted with this password). */
export async function addAdmin(
  db: Db,
  input: { email: string; password: string; addedBy: string | null },
): Promise<string> {
  const email = checkCredentials(input.email, input.password);
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    return grantAdmin(tx, email, input.password, input.addedBy);
  });
}

/** Removes an admin's account (sessions go with it); never the last admin. */
export async function removeAdmin(db: Db, where: { userId: string } | { email: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAdmins(tx);
    const [target] = await tx
      .select({ id: authUsers.id })
      .from(admins)
      .innerJoin(authUsers, eq(authUsers.id, admins.userId))
      .where("userId" in where ? eq(authUsers.id, where.userId) : eq(authUsers.email, normalizeEmail(where.email)));
    if (!target) throw new AdminError(404, "NOT_FOUND", "Administrador não encontrado.");
    if ((await adminCount(tx)) <= 1) {
      throw new AdminError(409, "LAST_ADMIN", "Não é possível remover o último administrador.");
    }
    await tx.delete(authUsers).where(eq(authUsers.id, target.id));
  });
}

/** A first-admin set-up address works for this long after the start that logged it. */
export const SETUP_TOKEN_TTL_MINUTES = 60;
const fresh = () => gt(adminSetupTokens.createdAt, sql`now() - make_interval(mins => ${SETUP_TOKEN_TTL_MINUTES})`);

/**
 * While no admin exists: stores a new one-time token (hashed) and returns it, for the setup
 * address the server logs at start. A start revokes every address logged before it (a log
 * line can leak; the newest start's is the only one that works), and each expires in an hour.
 */
export async function issueSetupToken(db: Db): Promise<string | null> {
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    if ((await adminCount(tx)) > 0) {
      await tx.delete(adminSetupTokens);
      return null;
    }
    await tx.delete(adminSetupTokens);
    const token = randomBytes(32).toString("base64url");
    await tx.insert(adminSetupTokens).values({ tokenHash: hashSetupToken(token) });
    return token;
  });
}

export async function setupTokenIsValid(db: Db, token: string): Promise<boolean> {
  if (!token) return false;
  const rows = await db
    .select({ h: adminSetupTokens.tokenHash })
    .from(adminSetupTokens)
    .where(and(eq(adminSetupTokens.tokenHash, hashSetupToken(token)), fresh()));
  return rows.length > 0 && !(await hasAnyAdmin(db));
}

/** Creates the first admin with a valid setup token; the token (and every other) dies with it. */
export async function createFirstAdmin(
  db: Db,
  input: { token: string; email: string; password: string },
): Promise<string> {
  const email = checkCredentials(input.email, input.password);
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    const used = await tx
      .delete(adminSetupTokens)
      .where(and(eq(adminSetupTokens.tokenHash, hashSetupToken(input.token)), fresh()))
      .returning({ h: adminSetupTokens.tokenHash });
    if (!used.length || (await adminCount(tx)) > 0) {
      throw new AdminError(
        410,
        "SETUP_TOKEN_INVALID",
        "Este link de configuração é inválido ou já foi usado. Entre com uma conta de administrador.",
      );
    }
    const userId = await grantAdmin(tx, email, input.password, null);
    await tx.delete(adminSetupTokens);
    return userId;
  });
}
