import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Ziina's API (https://docs.ziina.com/api-reference), spoken over real
// HTTP: payment intents (create, get), the account webhook, a hosted checkout page, and
// signed webhook delivery (X-Hmac-Signature, retried 3 times on a non-ok answer).

type FakeIntentStatus =
  'requires_payment_instrument' | 'requires_user_action' | 'pending' | 'completed' | 'failed' | 'canceled';

interface FakeIntent {
  id: string;
  account_id: string;
  amount: number;
  tip_amount: number;
  fee_amount: number;
  currency_code: string;
  created_at: string;
  status: FakeIntentStatus;
  operation_id: string;
  message?: string;
  redirect_url: string;
  success_url?: string;
  cancel_url?: string;
  failure_url?: string;
  test?: boolean;
}

interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  body: unknown;
}

interface WebhookDelivery {
  status: number;
  attempts: number;
}

export interface FakeZiina {
  /** The API base, as ZIINA_API_URL: http://127.0.0.1:{port}/api */
  apiUrl: string;
  origin: string;
  requests: RecordedRequest[];
  intents: Map<string, FakeIntent>;
  webhook: { url: string; secret?: string } | undefined;
  /** The next payment-intent create answers this HTTP status with an error body. */
  failNextCreate(status: number): void;
  /** Changes an intent's status and (unless told not to) delivers the signed webhook. */
  setStatus(
    id: string,
    status: FakeIntentStatus,
    options?: { shouldDeliver?: boolean },
  ): Promise<WebhookDelivery | undefined>;
  /** Signs and posts an arbitrary body to the configured webhook URL. */
  deliverRaw(rawBody: string, signature?: string): Promise<number>;
  /** The status-updated event of an intent as Ziina sends it, with its signature (no delivery). */
  signedEvent(id: string): { rawBody: string; signature: string };
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const isHtml = typeof body === 'string';
  response.writeHead(status, { 'content-type': isHtml ? 'text/html' : 'application/json', ...headers });
  response.end(isHtml ? body : JSON.stringify(body));
}

export async function startFakeZiina(options: { apiKey: string }): Promise<FakeZiina> {
  const intents = new Map<string, FakeIntent>();
  const requests: RecordedRequest[] = [];
  let webhook: FakeZiina['webhook'];
  let nextCreateFailure: number | undefined;
  let origin = '';

  async function deliverRaw(rawBody: string, signature?: string): Promise<number> {
    if (!webhook) throw new Error('No webhook URL configured on the fake Ziina');
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-hmac-signature': signature } : {}),
      },
      body: rawBody,
    });
    await response.text();
    return response.status;
  }

  const eventOf = (intent: FakeIntent) =>
    JSON.stringify({ event: 'payment_intent.status.updated', data: intent });
  const signatureOf = (rawBody: string) =>
    webhook?.secret ? createHmac('sha256', webhook.secret).update(rawBody).digest('hex') : undefined;

  function signedEvent(id: string) {
    const intent = intents.get(id);
    if (!intent) throw new Error(`Unknown fake intent ${id}`);
    const rawBody = eventOf(intent);
    const signature = signatureOf(rawBody);
    if (!signature) throw new Error('No webhook secret configured on the fake Ziina');
    return { rawBody, signature };
  }

  async function deliver(intent: FakeIntent): Promise<WebhookDelivery | undefined> {
    if (!webhook) return undefined;
    const rawBody = eventOf(intent);
    const signature = signatureOf(rawBody);
    let status = 0;
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      status = await deliverRaw(rawBody, signature);
      if (status >= 200 && status < 300) return { status, attempts: attempt };
    }
    return { status, attempts: 4 };
  }

  async function setStatus(id: string, status: FakeIntentStatus, opts: { shouldDeliver?: boolean } = {}) {
    const intent = intents.get(id);
    if (!intent) throw new Error(`Unknown fake intent ${id}`);
    intent.status = status;
    return opts.shouldDeliver === false ? undefined : deliver(intent);
  }

  const isAuthorized = (request: IncomingMessage) =>
    request.headers.authorization === `Bearer ${options.apiKey}`;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin);
    const raw = await readBody(request);
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      authorization: request.headers.authorization,
      body,
    });

    if (url.pathname.startsWith('/api/') && !isAuthorized(request)) {
      return send(response, 401, { message: 'Unauthorized' });
    }
    if (request.method === 'POST' && url.pathname === '/api/payment_intent') {
      if (nextCreateFailure) {
        const status = nextCreateFailure;
        nextCreateFailure = undefined;
        return send(response, status, { message: 'Internal error' });
      }
      const input = (body ?? {}) as Record<string, unknown>;
      if (typeof input.amount !== 'number' || !Number.isInteger(input.amount) || input.amount <= 0) {
        return send(response, 400, { message: 'amount must be a positive integer in base units' });
      }
      if (typeof input.currency_code !== 'string' || input.currency_code.length !== 3) {
        return send(response, 400, { message: 'currency_code must be a 3-letter code' });
      }
      const operationId = typeof input.operation_id === 'string' ? input.operation_id : randomUUID();
      const existing = [...intents.values()].find((intent) => intent.operation_id === operationId);
      if (existing) return send(response, 200, existing);
      const id = randomUUID();
      const intent: FakeIntent = {
        id,
        account_id: 'fake-account',
        amount: input.amount,
        tip_amount: 0,
        fee_amount: 0,
        currency_code: input.currency_code,
        created_at: String(Date.now()),
        status: 'requires_payment_instrument',
        operation_id: operationId,
        message: input.message as string | undefined,
        redirect_url: `${origin}/checkout/${id}`,
        success_url: input.success_url as string | undefined,
        cancel_url: input.cancel_url as string | undefined,
        failure_url: input.failure_url as string | undefined,
        test: input.test === true,
      };
      intents.set(id, intent);
      return send(response, 200, intent);
    }
    const intentMatch = /^\/api\/payment_intent\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && intentMatch) {
      const intent = intents.get(decodeURIComponent(intentMatch[1]!));
      return intent
        ? send(response, 200, intent)
        : send(response, 404, { message: 'Payment intent not found' });
    }
    if (request.method === 'POST' && url.pathname === '/api/webhook') {
      const input = (body ?? {}) as { url?: unknown; secret?: unknown };
      if (typeof input.url !== 'string')
        return send(response, 400, { success: false, error: 'url is required' });
      webhook = { url: input.url, secret: typeof input.secret === 'string' ? input.secret : undefined };
      return send(response, 200, { success: true });
    }
    // The hosted payment page: the payer's buttons resolve the intent and redirect back.
    const pageMatch = /^\/checkout\/([^/]+)(?:\/(pay|cancel|fail))?$/.exec(url.pathname);
    const pageIntent = pageMatch ? intents.get(pageMatch[1]!) : undefined;
    if (pageMatch && pageIntent) {
      const action = pageMatch[2];
      if (request.method === 'GET' && !action) {
        return send(response, 200, `<h1>Ziina</h1><p>${pageIntent.amount} ${pageIntent.currency_code}</p>`);
      }
      if (request.method === 'POST' && action) {
        const status = action === 'pay' ? 'completed' : action === 'cancel' ? 'canceled' : 'failed';
        await setStatus(pageIntent.id, status);
        const target =
          action === 'pay'
            ? pageIntent.success_url
            : action === 'cancel'
              ? pageIntent.cancel_url
              : pageIntent.failure_url;
        return send(response, 303, '', { location: target ?? origin });
      }
    }
    return send(response, 404, { message: 'Not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl: `${origin}/api`,
    origin,
    requests,
    intents,
    get webhook() {
      return webhook;
    },
    failNextCreate(status) {
      nextCreateFailure = status;
    },
    setStatus,
    deliverRaw,
    signedEvent,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
