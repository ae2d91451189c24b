// A decorative campaign dashboard drawn with CSS only (no image to download).
const BARS = [38, 52, 45, 64, 58, 76, 70, 88, 82, 96];

const STATS = [
  { label: 'Clicks', value: '12,480', change: '+18%' },
  { label: 'Conversions', value: '864', change: '+11%' },
  { label: 'Commission', value: 'AED 4,320', change: '+9%' },
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
              <p className="text-[11px] font-medium text-success">{stat.change}</p>
            </div>
          ))}
        </div>
        <div className="flex h-28 items-end gap-1.5 rounded-lg border bg-background p-3">
          {BARS.map((height, index) => (
            <div
              key={index}
              className="flex-1 rounded-sm bg-primary/80 first:bg-primary/40"
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
        <div className="mt-4 flex items-center gap-3 rounded-lg border p-3">
          <span className="flex size-9 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
            LN
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">Layla N. submitted content</p>
            <p className="text-xs text-muted-foreground">Waiting for your approval</p>
          </div>
          <span className="rounded-md bg-primary px-2.5 py-1 text-xs font-medium text-primary-foreground">
            Review
          </span>
        </div>
      </div>
    </div>
  );
}
