// Keyboard moves and the rendered window of a long option list (used by the combobox): rows
// have one fixed height, so only the rows in view (plus a few) are rendered, whatever the length.

export type ListGeometry = {
  /** Height of one row, px. */
  row: number;
  /** Height of the scrolling area, px. */
  view: number;
  /** Padding above the first row, px. */
  pad: number;
  /** Rows rendered beyond each edge of the view. */
  overscan: number;
};

/** The keys that move the active option, and where they move it (null: not a move key). */
export function moveActive(key: string, active: number, count: number, pageSize: number): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  const clamp = (n: number) => Math.min(Math.max(n, 0), last);
  switch (key) {
    case "ArrowDown":
      return clamp(active + 1);
    case "ArrowUp":
      return clamp(active - 1);
    case "PageDown":
      return clamp(active + pageSize);
    case "PageUp":
      return clamp(active - pageSize);
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return null;
  }
}

/** The rows to render for a scroll position: [start, end). */
export function visibleRange(scrollTop: number, count: number, g: ListGeometry): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop - g.pad) / g.row);
  const last = Math.ceil((scrollTop - g.pad + g.view) / g.row);
  return { start: Math.max(0, first - g.overscan), end: Math.min(count, Math.max(0, last) + g.overscan) };
}

/** The scroll position that brings a row fully into view, moving as little as possible. */
export function scrollToShow(index: number, scrollTop: number, g: ListGeometry): number {
  const top = g.pad + index * g.row;
  const bottom = top + g.row;
  if (top - g.pad < scrollTop) return Math.max(0, top - g.pad);
  if (bottom + g.pad > scrollTop + g.view) return bottom + g.pad - g.view;
  return scrollTop;
}

/** How many whole rows fit in the view (the PageUp/PageDown step). */
export function pageSize(g: ListGeometry): number {
  return Math.max(1, Math.floor((g.view - 2 * g.pad) / g.row));
}
