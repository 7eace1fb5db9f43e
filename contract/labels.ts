// Issue 20 item 1: the layouts and bounds of the printable label sheets (GET
// /api/labels/products.pdf and /api/labels/racks.pdf), shared by the SPA's label dialog and the server.

/** `a4-3x8`: an A4 sheet of 3 × 8 labels of 70 × 37.125 mm; `roll-62x29`: one 62 × 29 mm label per page (Brother DK-11209). */
export const LABEL_LAYOUTS = ['a4-3x8', 'roll-62x29'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];

/** Bounds that keep one PDF to a size a browser opens and a printer takes in one job. */
export const MAX_LABEL_IDS = 500;
export const MAX_COPIES = 100;
export const MAX_LABELS = 2000;

// The routes' query schemas are contract/labelQueries.ts: the label dialog does not build them (issue 21).
