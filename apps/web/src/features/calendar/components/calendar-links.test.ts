import { describe, expect, it } from 'vitest';
import { googleCalendarTemplateUrl, subscriptionLinks } from './calendar-links';

const base = { description: null, endsAt: null, location: null, link: null };
const paramsOf = (url: string) => new URL(url).searchParams;

describe("'Add to Google Calendar'", () => {
  it('gives an all-day date as its Asia/Dubai day and the day after', () => {
    // Midnight in Dubai is 20:00 UTC the day before.
    const url = googleCalendarTemplateUrl(
      { ...base, title: 'Content due: Dune Brunch', startsAt: '2026-05-13T20:00:00.000Z', isAllDay: true },
      'https://app.example',
    );
    expect(url).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);
    expect(url).toContain('&dates=20260514/20260515&');
    expect(paramsOf(url).get('text')).toBe('Content due: Dune Brunch');
  });

  it('ends a several-day all-day item after its last day, whether its end is that midnight or inside the day', () => {
    const start = '2026-05-13T20:00:00.000Z'; // 14 May, Dubai
    const atMidnight = {
      ...base,
      title: 'x',
      startsAt: start,
      isAllDay: true,
      endsAt: '2026-05-16T20:00:00.000Z',
    };
    const inside = { ...atMidnight, endsAt: '2026-05-16T19:59:59.999Z' };
    expect(paramsOf(googleCalendarTemplateUrl(atMidnight, 'https://a')).get('dates')).toBe(
      '20260514/20260517',
    );
    expect(paramsOf(googleCalendarTemplateUrl(inside, 'https://a')).get('dates')).toBe('20260514/20260517');
  });

  it('gives a timed item in UTC, an hour long without an end', () => {
    const timed = { ...base, title: 'Call', startsAt: '2026-05-14T14:30:00+04:00', isAllDay: false };
    expect(paramsOf(googleCalendarTemplateUrl(timed, 'https://a')).get('dates')).toBe(
      '20260514T103000Z/20260514T113000Z',
    );
    const withEnd = { ...timed, endsAt: '2026-05-14T16:00:00+04:00' };
    expect(paramsOf(googleCalendarTemplateUrl(withEnd, 'https://a')).get('dates')).toBe(
      '20260514T103000Z/20260514T120000Z',
    );
  });

  it('puts the description and the absolute in-app link in the details, and the venue in the location', () => {
    const url = googleCalendarTemplateUrl(
      {
        ...base,
        title: 'Launch & brunch',
        startsAt: '2026-05-13T20:00:00.000Z',
        isAllDay: true,
        description: 'Bring the samples',
        location: 'Al Qudra Desert Camp, Dubai',
        link: '/creator-work?campaign=1',
      },
      'https://app.example',
    );
    const params = paramsOf(url);
    expect(params.get('text')).toBe('Launch & brunch');
    expect(params.get('details')).toBe('Bring the samples\n\nhttps://app.example/creator-work?campaign=1');
    expect(params.get('location')).toBe('Al Qudra Desert Camp, Dubai');
    expect(url).not.toContain('Launch & brunch');
  });
});

describe('subscription links', () => {
  const links = subscriptionLinks({
    feedUrl: 'https://app.example/api/calendar/feed/abc.ics',
    webcalUrl: 'webcal://app.example/api/calendar/feed/abc.ics',
  });

  it('hands Google the webcal address, Apple the webcal link and Outlook the https one', () => {
    expect(links.google).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fapp.example%2Fapi%2Fcalendar%2Ffeed%2Fabc.ics',
    );
    expect(links.apple).toBe('webcal://app.example/api/calendar/feed/abc.ics');
    expect(links.outlook).toBe(
      'https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fapp.example%2Fapi%2Fcalendar%2Ffeed%2Fabc.ics&name=Partnerly',
    );
  });
});
