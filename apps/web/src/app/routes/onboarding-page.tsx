import { OnboardingRoute } from '@/features/onboarding/routes/onboarding-route';
import { OnboardingPlanSteps } from '@/features/subscriptions/components/onboarding-plan-steps';

/** /onboarding: the wizard, with the subscriptions' plan and payment steps for brands. */
export function OnboardingPage() {
  return <OnboardingRoute brandPlanSteps={OnboardingPlanSteps} />;
}
