import { useCallback, useEffect, useState } from "react";
import { AdminApiError, adminRequest } from "./admin-api.ts";

/** GETs an /api/admin path; reloads when it changes or on reload(). Stale answers are dropped. */
export function useAdminQuery<T>(path: string | null) {
  const [state, setState] = useState<{ data: T | null; error: AdminApiError | null; loading: boolean }>({
    data: null,
    error: null,
    loading: path !== null,
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (path === null) return;
    let active = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    adminRequest<T>(path).then(
      (data) => active && setState({ data, error: null, loading: false }),
      (error: unknown) =>
        active &&
        setState((s) => ({
          data: s.data,
          error: error instanceof AdminApiError ? error : new AdminApiError(0, "ERROR", String(error)),
          loading: false,
        })),
    );
    return () => {
      active = false;
    };
  }, [path, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
