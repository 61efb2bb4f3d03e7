// What the mail scripts (`npm run fipe:alerts`, `npm run lembretes`) do after queueing: with
// SMTP_URL set, deliver the outbox as a server process would (the worker's claims and lease, so
// running servers and other runs never send a row twice); without it, say the mail waits.
import type { Config } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { createMailRuntime } from "../../server/mail/runtime.ts";

export async function drainOutbox(config: Config, db: Db, secret: string): Promise<void> {
  const quiet = { info: () => {}, warn: (obj: object, msg: string) => console.error(`warning: ${msg}`, obj) };
  const mail = createMailRuntime(config, db, secret, quiet);
  if (!mail.worker) {
    console.log("SMTP_URL is unset: the mail waits in the outbox until a server with e-mail on sends it.");
    return;
  }
  let sent = 0;
  let failed = 0;
  for (let pass = 0; pass < 1000; pass++) {
    const r = await mail.worker.runOnce();
    sent += r.sent;
    failed += r.failed;
    if (r.sent + r.failed === 0) break;
  }
  await mail.worker.stop();
  console.log(`Outbox: ${sent} mails sent, ${failed} failed (retried later by the server).`);
}
