import brand from 'virtual:storefront-brand';
import modules from 'virtual:storefront-brand-components';
import type { RenderFunction } from './ssr/render-contract.ts';
import { createRenderer } from './ssr/renderer.ts';

/** The brand's SSR entry (render-contract.ts); its config and own modules come from the build. */
export const render: RenderFunction = createRenderer(brand, { modules });
