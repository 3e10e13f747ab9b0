import { createContext, useContext } from 'react';
import type { ProductEntry } from '../../../schemas/api/generated/types.ts';

/** The product a product page shows, for its registered sections (brand components.productPage). */
export const ProductContext = createContext<ProductEntry | null>(null);

export function useProductEntry(): ProductEntry {
  const entry = useContext(ProductContext);
  if (!entry) throw new Error('No product set: product sections render inside ProductPage');
  return entry;
}
