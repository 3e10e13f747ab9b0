import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './studio-app.tsx';
import './studio.css';

createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
);
