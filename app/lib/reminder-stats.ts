// The console's reminder figures (GET /api/admin/reminders), shared by the server and the admin
// page: addresses and plates (confirmed, waiting for confirmation), and the last 30 days' sends.
export type ReminderStats = {
  /** Addresses with at least one confirmed plate. */
  people: number;
  plates: number;
  pendingPlates: number;
  /** Events reminded and their mails (one mail may list several events of a plate). */
  last30Days: { events: number; mails: number; sent: number; failed: number; waiting: number };
};
