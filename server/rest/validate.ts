// Turns zod issues into the PostgREST error the same bad value would get from Postgres.
import type { z } from "zod";
import { errors, type RestError } from "./errors.ts";

const TYPE_NAMES: Record<string, string> = { string: "character varying", number: "integer", boolean: "boolean" };

export function issueToRestError(table: string, issue: z.core.$ZodIssue, input: Record<string, unknown>): RestError {
  const column = String(issue.path[0] ?? "");
  switch (issue.code) {
    case "unrecognized_keys":
      return errors.columnNotFound(table, issue.keys[0] ?? "");
    case "invalid_type":
      if (input[column] === undefined || input[column] === null) return errors.notNull(table, column);
      return errors.invalidType(TYPE_NAMES[issue.expected] ?? issue.expected, input[column]);
    case "too_big":
      return issue.origin === "string"
        ? errors.tooLong(Number(issue.maximum))
        : errors.checkViolation(table, column, issue.message);
    default:
      return errors.checkViolation(table, column, `Failing value in column "${column}": ${issue.message}`);
  }
}
