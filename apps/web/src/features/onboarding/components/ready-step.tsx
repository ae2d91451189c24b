import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The last step of creators and agents: the account and profile are ready. */
export function ReadyStep({ firstName }: { firstName: string | null }) {
  return (
    <div className="grid justify-items-center gap-4 py-4 text-center" role="status">
      <CheckCircle2 className="size-14 text-success" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight">
        {firstName ? `You're all set, ${firstName}!` : "You're all set!"}
      </h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        Your profile is ready. Head to your dashboard to find campaigns and start collaborating.
      </p>
      <Button size="lg" asChild>
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    </div>
  );
}
