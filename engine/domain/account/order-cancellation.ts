/**
 * Self-cancellation (shell spec §3.1 site config: selfCancellationEnabled, selfCancellationReasons):
 * offered on an order still placed (nothing shipped), on a site that enables it and lists at least
 * one reason to choose from; the reason sent must be one of the site's.
 */
export interface SelfCancellation {
  readonly enabled: boolean;
  readonly reasons: readonly string[];
}

export function canSelfCancel(status: string, policy: SelfCancellation | undefined): boolean {
  return policy?.enabled === true && policy.reasons.length > 0 && status === 'placed';
}

export function validCancellationReason(
  reason: string,
  policy: SelfCancellation | undefined,
): boolean {
  return policy?.enabled === true && policy.reasons.includes(reason);
}
