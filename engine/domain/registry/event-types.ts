/**
 * Registry event types (catalogue spec §3 Registry; shell spec §3.4), in the spec's order, as the
 * API names them, each with the key of its label under the locale group `registry.eventType`.
 */
export const REGISTRY_EVENT_TYPES = [
  'wedding',
  'holiday',
  'anniversary',
  'birthday',
  'housewarming',
  'special occasion',
  'baby',
] as const;

export type RegistryEventType = (typeof REGISTRY_EVENT_TYPES)[number];

export function isRegistryEventType(value: unknown): value is RegistryEventType {
  return (REGISTRY_EVENT_TYPES as readonly unknown[]).includes(value);
}

/** The label key of an event type: 'special occasion' is `registry.eventType.specialOccasion`. */
export function eventTypeLabelKey(type: RegistryEventType): string {
  return `registry.eventType.${type.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase())}`;
}
