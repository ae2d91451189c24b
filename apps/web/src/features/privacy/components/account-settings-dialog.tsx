import { zodResolver } from '@hookform/resolvers/zod';
import { accountSettingsSchema, type AccountSettings } from '@partnerly/contracts';
import { Building2, Settings } from 'lucide-react';
import type { MessageKey } from '@partnerly/contracts/i18n';
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
import { useT } from '@/lib/i18n/i18n-provider';
import { useAccountSettings, useUpdateAccountSettings } from '../api/settings-queries';
import { SettingSwitch } from './setting-switch';

const SWITCHES: { key: keyof AccountSettings; label: MessageKey; description: MessageKey }[] = [
  {
    key: 'emailNotifications',
    label: 'accountSettingsDialog.emailNotifications',
    description: 'accountSettingsDialog.emailNotificationsDescription',
  },
  {
    key: 'marketingEmails',
    label: 'accountSettingsDialog.marketingEmails',
    description: 'accountSettingsDialog.marketingEmailsDescription',
  },
  {
    key: 'publicProfile',
    label: 'accountSettingsDialog.publicProfile',
    description: 'accountSettingsDialog.publicProfileDescription',
  },
];

interface AccountSettingsCardProps {
  /** Brands get the enterprise inquiry entry; the app opens the subscriptions' inquiry dialog. */
  onEnterpriseInquiry?: () => void;
}

/** The account tab's entry to the 'Account Settings' dialog. */
export function AccountSettingsCard({ onEnterpriseInquiry }: AccountSettingsCardProps) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">{t('accountSettingsDialog.cardTitle')}</CardTitle>
        <CardDescription>{t('accountSettingsDialog.cardDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setIsOpen(true)}>
          <Settings aria-hidden /> {t('accountSettingsDialog.open')}
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
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('accountSettingsDialog.title')}</DialogTitle>
          <DialogDescription>{t('accountSettingsDialog.description')}</DialogDescription>
        </DialogHeader>
        <AccountSettingsBody onDone={() => onOpenChange(false)} />
        {onEnterpriseInquiry ? (
          <div className="grid gap-2 rounded-lg border p-4">
            <p className="font-medium">{t('accountSettingsDialog.enterpriseTitle')}</p>
            <p className="text-sm text-muted-foreground">{t('accountSettingsDialog.enterpriseText')}</p>
            <Button type="button" variant="outline" className="w-fit" onClick={onEnterpriseInquiry}>
              <Building2 aria-hidden /> {t('accountSettingsDialog.enterpriseInquiry')}
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AccountSettingsBody({ onDone }: { onDone: () => void }) {
  const t = useT();
  const settings = useAccountSettings();
  if (settings.isError && !settings.data) {
    return (
      <RetryAlert message={t('accountSettingsDialog.loadFailed')} onRetry={() => void settings.refetch()} />
    );
  }
  if (!settings.data) {
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
        <Spinner /> {t('accountSettingsDialog.loading')}
      </div>
    );
  }
  return <AccountSettingsForm saved={settings.data} onDone={onDone} />;
}

function AccountSettingsForm({ saved, onDone }: { saved: AccountSettings; onDone: () => void }) {
  const t = useT();
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
          title: t('accountSettingsDialog.updatedTitle'),
          description: t('accountSettingsDialog.updatedBody'),
        });
        onDone();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('auth.error'),
          description: error.message || t('accountSettingsDialog.updateFailed'),
        }),
    });
  });

  return (
    <form
      aria-label={t('accountSettingsDialog.form')}
      className="grid gap-5"
      onSubmit={(event) => void submit(event)}
    >
      {SWITCHES.map((option) => (
        <Controller
          key={option.key}
          control={form.control}
          name={option.key}
          render={({ field }) => (
            <SettingSwitch
              label={t(option.label)}
              description={t(option.description)}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      ))}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('privacy.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner className="text-current" /> : null}
          {update.isPending ? t('privacy.saving') : t('accountSettingsDialog.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
