/**
 * A registry's id as a path or a link carries it: its uuid, or the shorter public hid (digits) a
 * shopper types or shares. Anything else is no registry's: the page is not found without asking.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HID = /^\d{6,12}$/;

export function isRegistryId(value: unknown): value is string {
  return typeof value === 'string' && (UUID.test(value) || HID.test(value));
}
