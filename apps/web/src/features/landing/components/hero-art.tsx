// A decorative brand dashboard drawn with CSS only (no image to download). It shows only
// numbers the product computes (the brand dashboard's stat cards), never clicks or sales.
const STATS = [
  { label: 'Applications', value: '24' },
  { label: 'Creators at work', value: '3' },
  { label: 'Budget', value: 'AED 4,500' },
] as const;

const APPLICANTS = [
  { initials: 'LN', name: 'Layla N. applied', note: 'Waiting for your answer', action: 'Review' },
  { initials: 'OS', name: 'Omar S. proposed AED 1,200', note: 'Negotiation', action: 'Counter' },
  { initials: 'SA', name: 'Sara A. approved', note: 'Affiliate code SARA-SUMMER', action: 'View' },
] as const;

export function HeroArt() {
  return (
    <div aria-hidden className="relative mx-auto hidden w-full max-w-md select-none sm:block">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-primary/10 blur-2xl" />
      <div className="rounded-2xl border bg-card p-5 shadow-xl">
        <div className="mb-4 flex items-center justify-between">
          <div>
            <p className="text-xs text-muted-foreground">Campaign</p>
            <p className="font-semibold">Summer Launch</p>
          </div>
          <span className="rounded-full bg-success/15 px-2.5 py-1 text-xs font-medium text-success">
            Live
          </span>
        </div>
        <div className="mb-5 grid grid-cols-3 gap-2">
          {STATS.map((stat) => (
            <div key={stat.label} className="rounded-lg bg-muted p-2.5">
              <p className="text-[11px] text-muted-foreground">{stat.label}</p>
              <p className="truncate text-sm font-semibold">{stat.value}</p>
            </div>
          ))}
        </div>
        <ul className="grid gap-2">
          {APPLICANTS.map((applicant) => (
            <li key={applicant.initials} className="flex items-center gap-3 rounded-lg border p-3">
              <span className="flex size-9 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                {applicant.initials}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{applicant.name}</p>
                <p className="text-xs text-muted-foreground">{applicant.note}</p>
              </div>
              <span className="rounded-md bg-primary px-2.5 py-1 text-xs font-medium text-primary-foreground">
                {applicant.action}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
