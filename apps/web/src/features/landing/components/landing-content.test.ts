import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { describe, expect, it } from 'vitest';
import { AUDIENCES, CORE_FEATURES, HOW_IT_WORKS, ROADMAP, ROLE_TABS, VALUES } from './landing-content';

// The copy is message keys (issue 25); these checks read its English.
const text = (key: MessageKey) => en[key];
const texts = (keys: readonly MessageKey[]) => keys.map(text);
const stageNamed = (stage: string) => ROADMAP.find((column) => text(column.stage) === stage);
const notYetBuilt = () =>
  ROADMAP.flatMap((column) => (column === stageNamed('Available now') ? [] : texts(column.items)));
const pointsOf = (value: string) => texts(ROLE_TABS.find((tab) => tab.value === value)?.points ?? []);

// Issue 13 item 7: the landing page claims only what works today; the rest is on the roadmap.

// Payouts are tracked (the brand pays outside Partnerly and records it), so 'get paid' through
// Partnerly is not a claim to make; affiliate analytics (clicks) came with issue 17, QR
// discount codes with issue 18 and event check-ins with personal QR passes and points with
// issue 20, the creator dashboard and the calendar with issue 21, messaging with issue 22.
const NOT_BUILT = [/commission/i, /get paid|paid through|pay(s)? creators/i];

describe('landing copy', () => {
  it('lists only built features as available now', () => {
    expect({ stage: text(ROADMAP[0].stage), items: texts(ROADMAP[0].items) }).toEqual({
      stage: 'Available now',
      items: [
        'Campaigns, applications and negotiation',
        'Brand profiles, teams and subscription plans paid in AED',
        'Agents who represent creators',
        'Content submission and approval',
        'Final results, engagement analytics and payout tracking',
        'A brand network of favourite creators',
        'Affiliate codes with tracked analytics and a public page for each creator',
        'QR discount codes for customers in person, with redemptions shown live',
        'Event check-ins with a personal QR pass for each creator, and points from verified brands',
        'A creator dashboard, and a calendar of deadlines and events that syncs with your calendar app',
        'Messaging between brands, creators and agents, live, with chat requests and blocking',
        'VAT tax invoices for every plan payment, and UAE Advertiser Permits shown when approving creators',
        'Notifications, privacy settings and data export',
        "The app in English and Arabic, right to left in Arabic, with e-mails in each member's language",
        'Tax invoices and credit notes in Arabic as well as English',
      ],
    });
  });

  it('claims event check-ins as built, no longer planned (issue 20)', () => {
    expect(notYetBuilt().filter((item) => /check-in/i.test(item))).toEqual([]);
    const tabPoints = [...pointsOf('creator'), ...pointsOf('brand')];
    expect(tabPoints).toContain('Check in at on-site events with your event pass and earn points');
    expect(tabPoints).toContain('Check creators in at your events by scanning their QR pass');
  });

  it('claims the creator dashboard and the calendar as built, no longer coming (issue 21)', () => {
    expect(notYetBuilt().filter((item) => /dashboard|calendar/i.test(item))).toEqual([]);
    expect(pointsOf('creator')).toContain(
      'See every deadline in your calendar, synced to Google, Apple or Outlook',
    );
  });

  it('claims Arabic as built, tax invoices included: nothing Arabic is still coming (issue 25)', () => {
    expect(notYetBuilt().filter((item) => /arabic/i.test(item))).toEqual([]);
    expect(ROADMAP.map((column) => text(column.stage))).toEqual(['Available now', 'Planned']);
  });

  it('claims messaging as built, no longer coming (issue 22)', () => {
    expect(notYetBuilt().filter((item) => /messag/i.test(item))).toEqual([]);
    expect(pointsOf('brand')).toContain('Message applicants, and ask the creators in your network to talk');
  });

  it('claims no feature that is not built outside the roadmap', () => {
    const claims = texts([
      ...HOW_IT_WORKS.flatMap((step) => [step.title, step.summary, ...step.details]),
      ...[...CORE_FEATURES, ...VALUES, ...AUDIENCES].flatMap((item) => [item.title, item.text]),
      ...ROLE_TABS.flatMap((tab) => [tab.heading, tab.text, ...tab.points]),
      ...ROADMAP[0].items,
    ]);
    for (const pattern of NOT_BUILT) {
      expect(
        claims.filter((claim) => pattern.test(claim)),
        String(pattern),
      ).toEqual([]);
    }
  });
});
