import brand from 'virtual:storefront-brand';
import { startClient } from './client.tsx';
// Plain CSS is imported once, here: Vite emits it with the client bundle and the manifest lists it
// for the server's <link rel="stylesheet"> (the SSR entry imports no CSS).
import './styles/shell.css';

/** The brand's browser entry; its config comes from the build's virtual module. */
void startClient(brand);
