import core from 'virtual:storefront-brand-core';
import modules from 'virtual:storefront-brand-components';
import sites from 'virtual:storefront-sites';
import { startClient } from './client.tsx';
// Plain CSS is imported once, here: Vite emits it with the client bundle and the manifest lists it
// for the server's <link rel="stylesheet"> (the SSR entry imports no CSS).
import '../components/shell/shell.css';

/**
 * The brand's browser entry: its core config from the build, its site's share loaded by the id
 * the page names (the server preloads that chunk with the page).
 */
void startClient(
  {
    core,
    loadSite: async (siteId) => {
      const load = sites[siteId];
      if (!load) throw new Error(`[storefront:app] No site ${siteId} in this bundle.`);
      return (await load()).default;
    },
  },
  modules,
);
