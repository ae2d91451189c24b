import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CreatorPageApp } from './features/creator-page/components/creator-page-app';
import './features/creator-page/creator-page.css';

// The entry of /creator/{shareCode} (creator.html, built by vite.creator.config.ts): the public
// creator page on its own, without the app's router, query client or Radix, so a visitor from a
// shared link downloads a small bundle (issue 17 item 6; the budget test reads its manifest).

const shareCode = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CreatorPageApp shareCode={shareCode} />
  </StrictMode>,
);
