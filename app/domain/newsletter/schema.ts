// Newsletter subscription rules, shared by the form and the server (spec sections 3 and 5).
import { z } from "zod";
import { EMAIL_PATTERN } from "../../lib/email.ts";

import { NEWSLETTER_LIMITS } from "./schema-limits.ts";

export { NEWSLETTER_LIMITS };

export const newsletterSubscriptionSchema = z.strictObject({
  name: z.string().trim().min(1).max(NEWSLETTER_LIMITS.name),
  email: z.string().trim().max(NEWSLETTER_LIMITS.email).regex(EMAIL_PATTERN),
  has_accepted_terms: z.boolean().default(false),
});

export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
