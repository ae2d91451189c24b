import type { MessageKey } from '@partnerly/contracts/i18n';
import { useFormat, useT } from '@/lib/i18n/i18n-provider';

// A decorative brand dashboard drawn with CSS only (no image to download). It shows only
// numbers the product computes (the brand dashboard's stat cards), never clicks or sales.
const STATS: readonly { label: MessageKey; value: number; aed?: true }[] = [
  { label: 'landing.art.applications', value: 24 },
  { label: 'landing.art.creatorsAtWork', value: 3 },
  { label: 'landing.art.budget', value: 4500, aed: true },
];
const PROPOSED_RATE = 1200;

const APPLICANTS = ([1, 2, 3] as const).map((number) => ({
  initials: `landing.art.applicant${number}.initials` as const,
  name: `landing.art.applicant${number}.name` as const,
  note: `landing.art.applicant${number}.note` as const,
  action: `landing.art.applicant${number}.action` as const,
})) satisfies readonly Record<'initials' | 'name' | 'note' | 'action', MessageKey>[];

export function HeroArt() {
  const t = useT();
  const format = useFormat();
  return (
    <div aria-hidden className="relative mx-auto hidden w-full max-w-md select-none sm:block">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-primary/10 blur-2xl" />
      <div className="rounded-2xl border bg-card p-5 shadow-xl">
        <div className="mb-4 flex items-center justify-between">
          <div>
            <p className="text-xs text-muted-foreground">{t('landing.art.campaign')}</p>
            <p className="font-semibold">{t('landing.art.campaignName')}</p>
          </div>
          <span className="rounded-full bg-success/15 px-2.5 py-1 text-xs font-medium text-success">
            {t('landing.art.live')}
          </span>
        </div>
        <div className="mb-5 grid grid-cols-3 gap-2">
          {STATS.map((stat) => (
            <div key={stat.label} className="rounded-lg bg-muted p-2.5">
              <p className="text-[11px] text-muted-foreground">{t(stat.label)}</p>
              <p className="truncate text-sm font-semibold">
                {stat.aed ? format.aed(stat.value) : format.number(stat.value)}
              </p>
            </div>
          ))}
        </div>
        <ul className="grid gap-2">
          {APPLICANTS.map((applicant) => (
            <li key={applicant.name} className="flex items-center gap-3 rounded-lg border p-3">
              <span className="flex size-9 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                {t(applicant.initials)}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">
                  {t(applicant.name, { amount: format.aed(PROPOSED_RATE) })}
                </p>
                <p className="text-xs text-muted-foreground">{t(applicant.note)}</p>
              </div>
              <span className="rounded-md bg-primary px-2.5 py-1 text-xs font-medium text-primary-foreground">
                {t(applicant.action)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
