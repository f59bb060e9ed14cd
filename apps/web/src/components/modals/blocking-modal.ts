/**
 * What every modal of the portal shares (spec 1 §2): only its own buttons close it, never the
 * backdrop, Escape or a corner cross. Scrolling is locked by the modal stack itself, not by
 * Mantine, whose scroll lock injects a <style> element the strict CSP blocks. 480 px wide at
 * most (spec 3 §9), unless a modal shows a document or a table that needs more.
 */
export const BLOCKING_MODAL_PROPS = {
  opened: true,
  closeOnClickOutside: false,
  closeOnEscape: false,
  withCloseButton: false,
  lockScroll: false,
  centered: true,
  size: 480,
} as const;
