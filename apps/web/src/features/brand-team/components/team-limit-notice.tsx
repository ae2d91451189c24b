import { PLANS_BY_ID } from '@partnerly/contracts';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';

const PREMIUM_TEAM_MEMBERS = PLANS_BY_ID.premium.limits.teamMembers;

/**
 * 'Team Member Limit Reached' (spec 02 section 8) for the people of the Team page, or its
 * brand profile twin for the profiles (decision 0041), with the upgrade prompt of section 6
 * below premium's allowance.
 */
export function TeamLimitNotice({
  limit,
  onNavigate,
  of = 'people',
}: {
  limit: number;
  onNavigate: () => void;
  of?: 'people' | 'profiles';
}) {
  const t = useT();
  const isPeople = of === 'people';
  const title = t(isPeople ? 'brandTeam.teamLimitTitle' : 'brandTeam.profileLimitTitle');
  const description = t(isPeople ? 'brandTeam.teamLimitDescription' : 'brandTeam.profileLimitDescription', {
    limit,
  });
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{description}</p>
        {limit < PREMIUM_TEAM_MEMBERS ? (
          <>
            <p>
              {t(isPeople ? 'brandTeam.upgradeTeam' : 'brandTeam.upgradeProfiles', {
                count: PREMIUM_TEAM_MEMBERS,
              })}
            </p>
            <Button variant="outline" size="sm" className="w-fit" asChild>
              <Link to="/profile?tab=account" onClick={onNavigate}>
                {t('brandTeam.viewSubscription')}
              </Link>
            </Button>
          </>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
