import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordInput,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type ChangePasswordInput,
} from '@partnerly/contracts';
import { KeyRound } from 'lucide-react';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { PasswordField } from '@/components/ui/password-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The schema's English messages (shared with the API) in the catalogs. */
const RULE_MESSAGES: Readonly<Record<string, MessageKey>> = {
  [CHANGE_PASSWORD_MESSAGES.currentRequired]: 'changePassword.rule.currentRequired',
  [CHANGE_PASSWORD_MESSAGES.tooShort]: 'changePassword.rule.tooShort',
  [CHANGE_PASSWORD_MESSAGES.mismatch]: 'changePassword.rule.mismatch',
  [`Password must be at most ${PASSWORD_MAX_LENGTH} characters`]: 'auth.rule.passwordMax',
};

/** 'Change Password' (spec 02 sections 5 and 8); unlike the original, the current password is checked. */
export function ChangePasswordDialog() {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const ruleMessage = (message: string | undefined) => {
    const key =
      message !== undefined && Object.hasOwn(RULE_MESSAGES, message) ? RULE_MESSAGES[message] : undefined;
    return key ? t(key, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : message;
  };
  // Checked with the API's schema on submit only: the rules answer as toasts, not under the fields.
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInput),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const values = useWatch({ control: form.control });
  const changePassword = useChangePassword();
  const isComplete = Object.keys(EMPTY).every(
    (name) => (values[name as keyof ChangePasswordInput] ?? '').length > 0,
  );

  const reset = () => form.reset(EMPTY);

  // The mismatch is named first, as before (the schema checks it only once the lengths pass).
  const reject = (errors: FieldErrors<ChangePasswordInput>) => {
    const { newPassword, confirmPassword } = form.getValues();
    if (newPassword !== confirmPassword) {
      toast({
        variant: 'destructive',
        title: t('changePassword.mismatchTitle'),
        description: t('changePassword.rule.mismatch'),
      });
    } else if (errors.newPassword) {
      toast({
        variant: 'destructive',
        title: newPassword.length < PASSWORD_MIN_LENGTH ? t('changePassword.tooShortTitle') : t('auth.error'),
        description: ruleMessage(errors.newPassword.message),
      });
    }
  };

  const submit = (input: ChangePasswordInput) =>
    changePassword.mutate(input, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: t('changePassword.updatedTitle'),
          description: t('changePassword.updatedBody'),
        });
        reset();
        setIsOpen(false);
      },
      onError: (error) => {
        const fieldError = isApiError(error) ? error.fields.currentPassword?.[0] : undefined;
        if (fieldError) form.setError('currentPassword', { message: fieldError });
        toast({
          variant: 'destructive',
          title: t('auth.error'),
          description: error.message || t('accountSettings.unexpectedError'),
        });
      },
    });

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden /> {t('changePassword.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('changePassword.title')}</DialogTitle>
          <DialogDescription>{t('changePassword.description')}</DialogDescription>
        </DialogHeader>
        <form
          aria-label={t('changePassword.form')}
          className="grid gap-4"
          onSubmit={form.handleSubmit(submit, reject)}
          noValidate
        >
          <PasswordField
            label={t('changePassword.current')}
            autoComplete="current-password"
            error={ruleMessage(form.formState.errors.currentPassword?.message)}
            {...form.register('currentPassword')}
          />
          <PasswordField
            label={t('changePassword.new')}
            autoComplete="new-password"
            {...form.register('newPassword')}
          />
          <PasswordField
            label={t('changePassword.confirm')}
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
          <DialogFooter>
            <Button type="submit" disabled={!isComplete || changePassword.isPending}>
              {changePassword.isPending ? <Spinner className="text-current" /> : null}
              {t('changePassword.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
