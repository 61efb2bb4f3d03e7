// The console's price alert figures (GET /api/admin/price-alerts), shared by the server and the
// admin page: people and vehicles followed, and the last month's send.
export type PriceAlertStats = {
  people: number;
  pendingPeople: number;
  follows: number;
  vehicles: number;
  lastSend: { month: string; mails: number; sent: number; failed: number; waiting: number } | null;
};
