// RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the
// List-Unsubscribe URL and shows nothing of the answer, so it is plain text, never a redirect.
// The newsletter's, the price alerts' and the reminders' cancel endpoints answer it this way.
import type { FastifyReply } from "fastify";

/** Whether a cancel link's form body is a mail client's one-click post. */
export function isOneClick(body: { "List-Unsubscribe"?: string | undefined }): boolean {
  return body["List-Unsubscribe"] === "One-Click";
}

/** The one-click answer: 200 with the text, or 400 when the link was invalid. */
export function answerOneClick(reply: FastifyReply, valid: boolean, text: string) {
  return reply
    .code(valid ? 200 : 400)
    .header("Cache-Control", "no-store")
    .type("text/plain; charset=utf-8")
    .send(text);
}
