// Mail: settings, the outbox's worker (started when the app is ready, stopped at close), the
// signed links, and the newsletter's unsubscribe and confirmation pages. Decorates app.mail
// for the domains that queue mail (REST inserts, price alerts).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { MailDelivery } from "#app/lib/mail-delivery.ts";
import type { Config } from "../config.ts";
import { createMailRuntime, type MailRuntime, type MailRuntimeOptions } from "../mail/runtime.ts";
import { newsletterUnsubscribeRoutes } from "../mail/newsletter-routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Mail settings, state and worker; null without a database. */
    mail: MailRuntime | null;
  }
}

/** Wakes the mail worker after a mail was queued (nothing when e-mail is off). */
export function nudgeMail(app: FastifyInstance): () => void {
  return () => app.mail?.worker?.nudge();
}

/** Whether this server sends e-mail now ("off" while SMTP_URL is unset: mail waits in the outbox). */
export function siteMailDelivery(app: FastifyInstance): MailDelivery {
  return app.mail?.state.enabled ? "on" : "off";
}

async function mailPlugin(app: FastifyInstance, { config, options }: { config: Config; options?: MailRuntimeOptions }) {
  const mail = createMailRuntime(config, app.database.db, app.secret, app.log, options);
  app.decorate("mail", mail);
  app.readinessChecks.mail = async () => ({ ok: true, detail: mail.state.detail });
  await app.register(newsletterUnsubscribeRoutes, {
    db: app.database.db,
    signer: mail.signer,
    confirm: { signer: mail.confirmSigner, siteUrl: config.SITE_URL, onQueued: nudgeMail(app) },
  });
  const { worker } = mail;
  if (worker) {
    if (options?.autoStart !== false) app.addHook("onReady", async () => worker.start());
    // The worker waits (bounded) for the send in flight.
    app.addHook("onClose", async () => worker.stop());
  }
}

export default fp(mailPlugin, { name: "mail", dependencies: ["database"] });
