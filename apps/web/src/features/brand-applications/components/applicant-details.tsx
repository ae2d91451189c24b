import { formatRate, type ApplicantProfile } from '@partnerly/contracts';
import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { formatEngagementRate, platformDetails } from './application-format';

/** The applicant's expanded details: bio, location, rate per post, platforms, engagement. */
export function ApplicantDetails({ id, applicant }: { id: string; applicant: ApplicantProfile }) {
  const t = useT();
  const notProvided = t('brandApplications.notProvided');
  return (
    <div id={id} className="grid gap-3 rounded-lg bg-muted/40 p-3 text-sm">
      {applicant.isProfileHidden ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <EyeOff className="size-4 shrink-0" aria-hidden />
          {t('brandApplications.profileHidden')}
        </p>
      ) : (
        <dl className="grid gap-2 sm:grid-cols-2">
          <Detail label={t('brandApplications.bio')} className="sm:col-span-2">
            <span className="break-words whitespace-pre-line">{applicant.bio || notProvided}</span>
          </Detail>
          <Detail label={t('brandApplications.location')}>{applicant.location || notProvided}</Detail>
        </dl>
      )}
      <dl className="grid gap-2 sm:grid-cols-2">
        <Detail label={t('brandApplications.ratePerPost')}>
          {applicant.ratePerPost === null ? notProvided : formatRate(applicant.ratePerPost)}
        </Detail>
        <Detail label={t('brandApplications.engagementRateDetail')}>
          {formatEngagementRate(t, applicant.engagementRate)}
        </Detail>
      </dl>
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('brandApplications.followersAndHandles')}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pe-3 font-medium">
              {t('brandApplications.platform')}
            </th>
            <th scope="col" className="py-1 pe-3 font-medium">
              {t('brandApplications.followers')}
            </th>
            {applicant.isProfileHidden ? null : (
              <th scope="col" className="py-1 font-medium">
                {t('brandApplications.handle')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {platformDetails(t, applicant).map((row) => (
            <tr key={row.platform} className="border-t">
              <th scope="row" className="py-1 pe-3 font-medium">
                {row.label}
              </th>
              <td className="py-1 pe-3">{row.followers}</td>
              {applicant.isProfileHidden ? null : (
                <td className="py-1 break-all" dir="ltr">
                  {row.handle}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Detail({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
