import { showToast } from '../ui/Toasts';

// SPEC.md §8/§9: the demo screens' toasts close after 1500 ms.
export const DEMO_TOAST_MS = 1500;

export const DEMO_MESSAGES = {
  add: { text: 'Add Successfully', type: 'success' },
  send: { text: 'Send Successfully', type: 'success' },
  delete: { text: 'Delete Successfully', type: 'warning' },
  remove: { text: 'Remove Successfully', type: 'warning' },
  edit: { text: 'Edit Successfully', type: 'info' },
} as const;

export function demoToast(kind: keyof typeof DEMO_MESSAGES): void {
  const { text, type } = DEMO_MESSAGES[kind];
  showToast(text, { type, autoClose: DEMO_TOAST_MS });
}
