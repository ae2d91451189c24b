// Query keys of the calendar under ['calendar']: an own event's create, update or delete
// refetches the items; the subscription's state has a key of its own (its event count follows
// the items, so a change to them refetches it too).
export const calendarKeys = {
  all: ['calendar'] as const,
  items: ['calendar', 'items'] as const,
  subscription: ['calendar', 'subscription'] as const,
};
