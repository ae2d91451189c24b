import { zodResolver } from '@hookform/resolvers/zod';
import { accountSettingsSchema, type AccountSettings } from '@partnerly/contracts';
import { Building2, Settings } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useAccountSettings, useUpdateAccountSettings } from '../api/settings-queries';
import { SettingSwitch } from './setting-switch';

const SWITCHES: { key: keyof AccountSettings; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description: 'Get your notifications by e-mail too. Off, Partnerly sends none, whatever each type says.',
  },
  {
    key: 'marketingEmails',
    label: 'Marketing emails',
    description: 'Receive news, tips and offers from Partnerly.',
  },
  {
    key: 'publicProfile',
    label: 'Public profile',
    description: 'Let others on Partnerly see your profile. Off makes it private.',
  },
];

interface AccountSettingsCardProps {
  /** Brands get the enterprise inquiry entry; the app opens the subscriptions' inquiry dialog. */
  onEnterpriseInquiry?: () => void;
}

/** The account tab's entry to the 'Account Settings' dialog. */
export function AccountSettingsCard({ onEnterpriseInquiry }: AccountSettingsCardProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">Account settings</CardTitle>
        <CardDescription>E-mail notifications, marketing e-mails and public profile.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setIsOpen(true)}>
          <Settings aria-hidden /> Account Settings
        </Button>
        <AccountSettingsDialog
          open={isOpen}
          onOpenChange={setIsOpen}
          onEnterpriseInquiry={
            onEnterpriseInquiry
              ? () => {
                  setIsOpen(false);
                  onEnterpriseInquiry();
                }
              : undefined
          }
        />
      </CardContent>
    </Card>
  );
}

interface AccountSettingsDialogProps extends AccountSettingsCardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Account Settings' (spec 02 section 2), persisted with 'Settings Updated'. */
function AccountSettingsDialog({ open, onOpenChange, onEnterpriseInquiry }: AccountSettingsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Account Settings</DialogTitle>
          <DialogDescription>Choose how Partnerly writes to you and shares your profile.</DialogDescription>
        </DialogHeader>
        <AccountSettingsBody onDone={() => onOpenChange(false)} />
        {onEnterpriseInquiry ? (
          <div className="grid gap-2 rounded-lg border p-4">
            <p className="font-medium">Enterprise plan</p>
            <p className="text-sm text-muted-foreground">
              Custom limits, an account manager and integrations. Our team contacts you within 24 hours.
            </p>
            <Button type="button" variant="outline" className="w-fit" onClick={onEnterpriseInquiry}>
              <Building2 aria-hidden /> Enterprise Plan Inquiry
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AccountSettingsBody({ onDone }: { onDone: () => void }) {
  const settings = useAccountSettings();
  if (settings.isError && !settings.data) {
    return <RetryAlert message="Failed to load your settings." onRetry={() => void settings.refetch()} />;
  }
  if (!settings.data) {
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
        <Spinner /> Loading settings...
      </div>
    );
  }
  return <AccountSettingsForm saved={settings.data} onDone={onDone} />;
}

function AccountSettingsForm({ saved, onDone }: { saved: AccountSettings; onDone: () => void }) {
  const form = useForm<AccountSettings>({
    resolver: zodResolver(accountSettingsSchema),
    defaultValues: saved,
  });
  const update = useUpdateAccountSettings();

  const submit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: 'Settings Updated',
          description: 'Your account settings have been saved.',
        });
        onDone();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: error.message || 'Failed to update settings. Please try again.',
        }),
    });
  });

  return (
    <form aria-label="Account settings" className="grid gap-5" onSubmit={(event) => void submit(event)}>
      {SWITCHES.map((option) => (
        <Controller
          key={option.key}
          control={form.control}
          name={option.key}
          render={({ field }) => (
            <SettingSwitch
              label={option.label}
              description={option.description}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      ))}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner className="text-current" /> : null}
          {update.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </DialogFooter>
    </form>
  );
}
