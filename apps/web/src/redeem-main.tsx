import { renderPublicPage } from './components/public-page/public-language';
import { codeFromPath } from './features/redeem-page/api/redeem-page-api';
import { RedeemPageApp } from './features/redeem-page/components/redeem-page-app';
import './features/redeem-page/redeem-page.css';

// The entry of /r/{code} (redeem.html, built by `vite build --mode redeem`): the public
// redemption page on its own, without the app's router, query client or Radix, so a visitor who
// scanned a QR code downloads a small bundle (issue 18 item 6; the build checks its budget). It
// opens in the visitor's language (issue 25; Arabic's messages load only for Arabic).

void renderPublicPage(
  document.getElementById('root')!,
  <RedeemPageApp code={codeFromPath(window.location.pathname)} />,
);
