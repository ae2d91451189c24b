import { BRAND_PROFILE_MESSAGES, PLANS_BY_ID } from '@partnerly/contracts';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { splitTitledMessage } from '@/lib/titled-message';

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
  const message =
    of === 'people'
      ? BRAND_PROFILE_MESSAGES.teamMemberLimitReached(limit)
      : BRAND_PROFILE_MESSAGES.profileLimitReached(limit);
  const { title, description } = splitTitledMessage(message, 'Error');
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{description}</p>
        {limit < PREMIUM_TEAM_MEMBERS ? (
          <>
            <p>
              Upgrade to Premium to add up to {PREMIUM_TEAM_MEMBERS}{' '}
              {of === 'people' ? 'team members' : 'brand profiles'}.
            </p>
            <Button variant="outline" size="sm" className="w-fit" asChild>
              <Link to="/profile?tab=account" onClick={onNavigate}>
                View Subscription
              </Link>
            </Button>
          </>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
