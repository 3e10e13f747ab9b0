/** Gift registry (catalogue spec §3 Registry), as the registry service answers it. */
export type RegistryEventType =
  'wedding' | 'holiday' | 'anniversary' | 'birthday' | 'housewarming' | 'special occasion' | 'baby';

export interface RegistryAddress {
  readonly first_name: string;
  readonly last_name: string;
  readonly address_line_1: string;
  readonly address_line_2?: string;
  readonly city: string;
  readonly region: string;
  readonly postal_code: string;
  readonly country_code?: 'US';
  readonly phone?: string;
}

export interface RegistryOwner {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly primary: boolean;
  /** Compared with the signed-in profile id to tell owner from shopper (catalogue spec §3). */
  readonly web_profile_id: string;
  readonly customer_id?: string;
  readonly email?: string;
  readonly address?: RegistryAddress | null;
}

export interface RegistryItem {
  readonly product_id: string;
  readonly sku: string;
  readonly requested_quantity: number;
  readonly purchased_quantity: number;
  readonly remaining_quantity: number;
  readonly channel: 'WEB_DESKTOP';
  readonly favorite: boolean;
  /** With extended_product_detail=true; null when the product left the catalogue. */
  readonly product?: Readonly<Record<string, unknown>> | null;
}

export interface Registry {
  readonly id: string;
  readonly hid: string;
  readonly version: number;
  readonly role: 'owner' | 'shopper';
  readonly event: {
    readonly name: string;
    readonly type: RegistryEventType;
    readonly description: string;
    readonly date: string;
  };
  readonly pre_event_shipping_address?: RegistryAddress | null;
  readonly post_event_shipping_address?: RegistryAddress | null;
  readonly accept_gift_cards: boolean;
  readonly owners: readonly RegistryOwner[];
  readonly items?: readonly RegistryItem[];
  readonly meta: { readonly item_count: number; readonly fulfilled_items: number };
}

export interface RegistrySearchResult {
  readonly registries: readonly Registry[];
  readonly total: number;
}

export interface NewRegistry {
  readonly event: { name: string; type: RegistryEventType; date: string; description?: string };
  readonly pre_event_shipping_address?: RegistryAddress;
  readonly post_event_shipping_address?: RegistryAddress;
  readonly accept_gift_cards?: boolean;
  readonly co_owner?: { first_name: string; last_name: string; email: string };
}

export interface NewRegistryItem {
  readonly productId: string;
  readonly sku: string;
  readonly quantity: number;
  readonly favorite?: boolean;
}
