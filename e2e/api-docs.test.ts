import type { Page } from 'playwright-core';
import { expect, test } from './fixtures';

// The API reference (GET /api/docs): Swagger UI renders GET /api/openapi.json in the browser
// with everything served by the app itself (no CDN, no validator service), under the page's
// own strict policy (scripts from this origin only).

/** What the page did that it should not: policy violations, and requests failed or elsewhere. */
async function recordProblems(page: Page, baseURL: string): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`CSP: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const origin = new URL(baseURL).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) problems.push(`request to ${url.href}`);
  });
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

test('the API reference renders the OpenAPI document from this server, with no CSP violation', async ({
  newPage,
  baseURL,
}) => {
  const page = await newPage();
  const problems = await recordProblems(page, baseURL);
  await page.goto('/api/docs');
  await page.getByRole('heading', { name: /^Partnerly API/, level: 1 }).waitFor();
  // A route's summary, from better-auth's merged endpoints (the auth group opened).
  await page.getByRole('link', { name: 'auth', exact: true }).click();
  await page.getByText('Sign in with email and password').first().waitFor();
  // One of our own routes (the reference group opened).
  await page.getByRole('link', { name: 'reference', exact: true }).click();
  await page.getByText('This document: every API route with its request and response schemas').waitFor();
  expect(problems).toEqual([]);
});
