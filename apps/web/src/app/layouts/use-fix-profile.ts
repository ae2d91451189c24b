import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { useRefreshMe } from '@/lib/session';

const RECHECK_DELAY_MS = 1000;

/** 'Fix Profile Issue': reload the profile; if it is still missing, go to onboarding (spec 01 section 4). */
export function useFixProfile() {
  const refreshMe = useRefreshMe();
  const navigate = useNavigate();
  return useCallback(async () => {
    toast({ title: 'Refreshing profile...' });
    let me;
    try {
      me = await refreshMe();
    } catch {
      toast({
        variant: 'destructive',
        title: 'Recovery Failed',
        description: 'Please try signing out and back in.',
      });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, RECHECK_DELAY_MS));
    if (me && !me.profile) {
      toast({ title: 'Profile Setup Needed' });
      void navigate('/onboarding');
    }
  }, [navigate, refreshMe]);
}
