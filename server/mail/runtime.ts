// Everything mail needs in one process: settings, the unsubscribe signer, the insert triggers
// and (when SMTP_URL is set) the worker. buildApp creates it; the app's close stops it.
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { mailSettings, mailState, siteHost, type MailSettings, type MailState } from "./settings.ts";
import { createSmtpTransport, type MailTransport } from "./transport.ts";
import { createMailTriggers, type MailTriggers } from "./triggers.ts";
import { CONFIRM_PURPOSE, createUnsubscribeSigner, type UnsubscribeSigner } from "./unsubscribe-token.ts";
import { createMailWorker, type MailWorker, type MailWorkerOptions } from "./worker.ts";

export type MailRuntime = {
  settings: MailSettings;
  state: MailState;
  signer: UnsubscribeSigner;
  /** Signs the newsletter confirmation links (double opt-in). */
  confirmSigner: UnsubscribeSigner;
  triggers: MailTriggers;
  /** Null when e-mail is off (SMTP_URL unset). */
  worker: MailWorker | null;
};

export type MailRuntimeOptions = {
  /** Start polling when the app is ready (default true); tests pass false and call runOnce. */
  autoStart?: boolean;
  /** Worker tuning (tests shorten the backoff and the poll). */
  worker?: Partial<Pick<MailWorkerOptions, "pollMs" | "batchSize" | "leaseMs" | "backoffBaseMs" | "maxBackoffMs">>;
  /** A transport other than SMTP_URL's (not used by the tests, which run a real SMTP server). */
  transport?: MailTransport;
};

type Log = MailWorkerOptions["log"];

export function createMailRuntime(
  config: Config,
  db: Db,
  secret: string,
  log: Log,
  options: MailRuntimeOptions = {},
): MailRuntime {
  const settings = mailSettings(config);
  const signer = createUnsubscribeSigner(secret);
  const confirmSigner = createUnsubscribeSigner(secret, CONFIRM_PURPOSE);
  const transport = options.transport ?? (settings.smtpUrl ? createSmtpTransport(settings.smtpUrl) : null);
  const worker = transport
    ? createMailWorker({
        db,
        transport,
        from: settings.from,
        messageIdHost: siteHost(settings.siteUrl),
        log,
        ...options.worker,
      })
    : null;
  return {
    settings,
    state: mailState(settings),
    signer,
    confirmSigner,
    triggers: createMailTriggers(settings, confirmSigner),
    worker,
  };
}
