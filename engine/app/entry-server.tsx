import brand from 'virtual:storefront-brand';
import type { RenderFunction } from '../server/render-contract.ts';
import { createRenderer } from './renderer.tsx';

/** The brand's SSR entry (render-contract.ts); its config comes from the build's virtual module. */
export const render: RenderFunction = createRenderer(brand);
