import { useTranslate } from 'react-admin';
import { WEBHOOK_EVENT_TYPES } from '../../../contract/integrations';
import { eventTypeName } from '../shared/historyValues';

// docs/decisions.md "Integrations": event types are shown by name ("Order confirmed"), the type
// itself (`order.confirmed`) beside it in grey, since the receiver's code reads that.

/** The first word of a type, `order` of `order.confirmed`: the group it is chosen in. */
export const subjectOf = (type: string) => type.split('.')[0];

/** The catalogue's types by subject, in the catalogue's order. */
export const EVENT_GROUPS: readonly { subject: string; types: readonly string[] }[] = (() => {
  const groups = new Map<string, string[]>();
  for (const type of WEBHOOK_EVENT_TYPES) groups.set(subjectOf(type), [...(groups.get(subjectOf(type)) ?? []), type]);
  return [...groups].map(([subject, types]) => ({ subject, types }));
})();

/** An event type's name in the current language; the type itself when it has none (a type newer than the screens). */
export function useEventTypeLabel() {
  const translate = useTranslate();
  return (type: string) => eventTypeName(type, translate);
}
