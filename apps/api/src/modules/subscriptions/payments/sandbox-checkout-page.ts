import { formatAed } from '@partnerly/contracts';
import type { SandboxIntentRow } from '../../../integrations/payments/sandbox-provider';
import { html, type Html } from '../../../lib/html';

const SANDBOX_BANNER = 'Sandbox payment: no card is charged';

const STATUS_TEXT: Record<string, string> = {
  completed: 'This payment is complete.',
  canceled: 'This payment was cancelled.',
  failed: 'This payment was declined.',
};

/** The page around `body`; its one <style> element carries the response's CSP nonce. */
function page(title: string, body: Html, styleNonce: string): string {
  return String(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${title}</title>
          <style nonce="${styleNonce}">
            body {
              font-family: system-ui, sans-serif;
              background: #f4f4f5;
              color: #18181b;
              margin: 0;
            }
            .banner {
              background: #fef3c7;
              color: #92400e;
              text-align: center;
              padding: 10px;
              font-weight: 600;
            }
            main {
              max-width: 420px;
              margin: 40px auto;
              background: #fff;
              border-radius: 12px;
              padding: 28px;
              box-shadow: 0 1px 3px #0002;
            }
            h1 {
              font-size: 20px;
              margin: 0 0 4px;
            }
            .amount {
              font-size: 32px;
              font-weight: 700;
              margin: 16px 0 4px;
            }
            .muted {
              color: #71717a;
              font-size: 14px;
            }
            form {
              margin: 0;
            }
            .actions {
              display: grid;
              gap: 10px;
              margin-top: 24px;
            }
            button,
            a.button {
              display: block;
              width: 100%;
              box-sizing: border-box;
              padding: 12px;
              border-radius: 8px;
              border: 1px solid #d4d4d8;
              background: #fff;
              font-size: 16px;
              cursor: pointer;
              text-align: center;
              text-decoration: none;
              color: inherit;
            }
            button.pay {
              background: #18181b;
              color: #fff;
              border-color: #18181b;
            }
            button.decline {
              color: #b91c1c;
            }
          </style>
        </head>
        <body>
          <div class="banner" role="status">${SANDBOX_BANNER}</div>
          <main>${body}</main>
        </body>
      </html>`,
  );
}

/** The sandbox's stand-in for Ziina's hosted payment page. */
export function sandboxCheckoutPage(
  intent: SandboxIntentRow,
  planName: string | undefined,
  returnUrl: string | null,
  styleNonce: string,
) {
  const heading = html`<h1>${planName ? `${planName} plan` : 'Partnerly payment'}</h1>
    <p class="muted">${intent.message ?? ''}</p>
    <p class="amount">${formatAed(intent.amount / 100)}</p>
    <p class="muted">Tax included · billed for 30 days</p>`;
  if (intent.status !== 'requires_payment_instrument') {
    const back = returnUrl && html`<a class="button" href="${returnUrl}">Return to Partnerly</a>`;
    return page(
      'Sandbox checkout',
      html`${heading}
        <p>${STATUS_TEXT[intent.status] ?? 'This payment is being processed.'}</p>
        <div class="actions">${back}</div>`,
      styleNonce,
    );
  }
  const action = (name: string, label: string, className: string) =>
    html`<form method="post" action="/api/payments/sandbox/checkout/${encodeURIComponent(intent.id)}/${name}">
      <button type="submit" class="${className}">${label}</button>
    </form>`;
  return page(
    'Sandbox checkout',
    html`${heading}
      <div class="actions">
        ${action('pay', 'Pay', 'pay')}${action('cancel', 'Cancel', 'cancel')}${action('decline', 'Decline', 'decline')}
      </div>`,
    styleNonce,
  );
}

export function sandboxNotFoundPage(styleNonce: string): string {
  return page(
    'Sandbox checkout',
    html`<h1>Payment not found</h1>
      <p class="muted">This checkout link is not valid.</p>`,
    styleNonce,
  );
}
