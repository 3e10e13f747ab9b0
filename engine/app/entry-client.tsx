import brand from 'virtual:storefront-brand';
import modules from 'virtual:storefront-brand-components';
import { startClient } from './client.tsx';
// Plain CSS is imported once, here: Vite emits it with the client bundle and the manifest lists it
// for the server's <link rel="stylesheet"> (the SSR entry imports no CSS).
import '../components/shell/shell.css';

/** The brand's browser entry; its config comes from the build's virtual module. */
void startClient(brand, modules);
