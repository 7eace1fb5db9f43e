// The scan screen is used one-handed on a phone (issue 20 item 3).

/** Targets a gloved thumb can hit: above WCAG's 44 px and Material's 48. */
export const TOUCH_TARGET = { minHeight: 56 } as const;

/** A card's buttons stay at the bottom of the screen, where the thumb is, while its content scrolls. */
export const THUMB_BAR_SX = {
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: 1,
  p: 2,
  borderTop: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
} as const;
