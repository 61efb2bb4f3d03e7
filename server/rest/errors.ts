// PostgREST-shaped errors: { code, message, details, hint } with PostgREST's status codes.
export type PostgrestError = { code: string; message: string; details: string | null; hint: string | null };

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestError,
  ) {
    super(body.message);
  }
}

export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) {
  return new RestError(status, { code, message, details, hint });
}

export const errors = {
  noApiKey: () =>
    restError(
      401,
      "PGRST301",
      "No API key found in request",
      null,
      "No `apikey` request header or `Authorization: Bearer` token was found.",
    ),
  invalidApiKey: () => restError(401, "PGRST301", "Invalid API key", null, "Double check the public anonymous key."),
  tableNotFound: (table: string) =>
    restError(404, "PGRST205", `Could not find the table 'public.${table}' in the schema cache`),
  permissionDenied: (table: string) => restError(401, "42501", `permission denied for table ${table}`),
  columnNotFound: (table: string, column: string) =>
    restError(400, "PGRST204", `Could not find the '${column}' column of '${table}' in the schema cache`),
  notNull: (table: string, column: string) =>
    restError(400, "23502", `null value in column "${column}" of relation "${table}" violates not-null constraint`),
  invalidType: (type: string, value: unknown) =>
    restError(400, "22P02", `invalid input syntax for type ${type}: ${JSON.stringify(value)}`),
  tooLong: (max: number) => restError(400, "22001", `value too long for type character varying(${max})`),
  checkViolation: (table: string, column: string, details: string) =>
    restError(
      400,
      "23514",
      `new row for relation "${table}" violates check constraint "${table}_${column}_check"`,
      details,
    ),
  invalidBody: (details: string) => restError(400, "PGRST102", "Empty or invalid json", details),
  payloadTooLarge: (limit: number) =>
    restError(413, "PGRST413", "Payload Too Large", `The request body exceeds ${limit} bytes.`),
  unsupportedMediaType: (type: string) =>
    restError(415, "PGRST107", `Content-Type not acceptable: ${type}`, null, "Send the body as application/json."),
  tooManyRequests: (limit: number) =>
    restError(
      429,
      "PGRST429",
      "Too many requests",
      `At most ${limit} writes per minute per client.`,
      "Try again in a minute.",
    ),
  databaseUnavailable: () =>
    restError(
      503,
      "PGRST000",
      "Could not connect with the database",
      null,
      "The database is unavailable; try again shortly.",
    ),
};
