import { APPLICATION_MESSAGES, formatRate, type ApplicantProfile } from '@partnerly/contracts';
import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatEngagementRate, platformDetails } from './application-format';

/** The applicant's expanded details: bio, location, rate per post, platforms, engagement. */
export function ApplicantDetails({ id, applicant }: { id: string; applicant: ApplicantProfile }) {
  return (
    <div id={id} className="grid gap-3 rounded-lg bg-muted/40 p-3 text-sm">
      {applicant.isProfileHidden ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <EyeOff className="size-4 shrink-0" aria-hidden />
          {APPLICATION_MESSAGES.profileHidden}
        </p>
      ) : (
        <dl className="grid gap-2 sm:grid-cols-2">
          <Detail label="Bio" className="sm:col-span-2">
            <span className="break-words whitespace-pre-line">{applicant.bio || 'Not provided'}</span>
          </Detail>
          <Detail label="Location">{applicant.location || 'Not provided'}</Detail>
        </dl>
      )}
      <dl className="grid gap-2 sm:grid-cols-2">
        <Detail label="Rate per post">
          {applicant.ratePerPost === null ? 'Not provided' : formatRate(applicant.ratePerPost)}
        </Detail>
        <Detail label="Engagement rate">{formatEngagementRate(applicant.engagementRate)}</Detail>
      </dl>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Followers and handles</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Platform
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Followers
            </th>
            {applicant.isProfileHidden ? null : (
              <th scope="col" className="py-1 font-medium">
                Handle
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {platformDetails(applicant).map((row) => (
            <tr key={row.platform} className="border-t">
              <th scope="row" className="py-1 pr-3 font-medium">
                {row.label}
              </th>
              <td className="py-1 pr-3">{row.followers}</td>
              {applicant.isProfileHidden ? null : <td className="py-1 break-all">{row.handle}</td>}
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
