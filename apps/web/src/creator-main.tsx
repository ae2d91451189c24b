import { renderPublicPage } from './components/public-page/public-language';
import { CreatorPageApp } from './features/creator-page/components/creator-page-app';
import './features/creator-page/creator-page.css';

// The entry of /creator/{shareCode} (creator.html, built by vite.creator.config.ts): the public
// creator page on its own, without the app's router, query client or Radix, so a visitor from a
// shared link downloads a small bundle (issue 17 item 6; the budget test reads its manifest). It
// opens in the visitor's language (issue 25; Arabic's messages load only for Arabic).

const shareCode = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');

void renderPublicPage(document.getElementById('root')!, <CreatorPageApp shareCode={shareCode} />);
