import { CalendarTab } from '../components/calendar-tab';

/**
 * /calendar (issue 21): the calendar of a creator (their campaign dates and own events) or of an
 * agent (their creators' dates and their own events), with sync to calendar apps.
 */
export function CalendarRoute() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <title>Calendar · Partnerly</title>
      <h1 className="text-3xl font-bold tracking-tight">Calendar</h1>
      <p className="mt-1 mb-6 text-muted-foreground">
        Your deadlines, campaign dates and own events in one place, ready to sync with your calendar app.
      </p>
      <CalendarTab />
    </div>
  );
}
