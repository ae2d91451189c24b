import { zodResolver } from '@hookform/resolvers/zod';
import {
  EDITABLE_USER_TYPES,
  EMAIL_MAX_LENGTH,
  PERSON_NAME_MAX,
  VERIFICATION_STATUSES,
  adminUserUpdateInput,
  type AdminUser,
  type AdminUserUpdate,
  type AdminUserUpdateInput,
} from '@partnerly/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { displayNameOf } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { useUpdateAdminUser } from '../api/admin-user-mutations';
import { VERIFICATION_LABELS, roleLabel, usersMessage, type Translate } from './user-labels';

const FIELDS = ['firstName', 'lastName', 'email', 'userType', 'verificationStatus'] as const;
type FieldName = (typeof FIELDS)[number];

const verificationOptions = (t: Translate) =>
  VERIFICATION_STATUSES.map((status) => ({ id: status, label: t(VERIFICATION_LABELS[status]) }));

function typeOptions(t: Translate, current: string) {
  const types: string[] = [...EDITABLE_USER_TYPES];
  if (!types.includes(current)) types.push(current);
  return types.map((type) => ({ id: type, label: roleLabel(t, type) }));
}

/** Only what the form changed: the server writes (and logs) those fields alone. */
function changesOf(user: AdminUser, values: AdminUserUpdate): AdminUserUpdateInput {
  const changes: AdminUserUpdateInput = {};
  for (const field of FIELDS) {
    const value = values[field];
    if (value !== undefined && value !== user[field]) Object.assign(changes, { [field]: value });
  }
  return changes;
}

interface EditUserDialogProps {
  user: AdminUser | null;
  /** The signed-in super admin, who may not change their own user type. */
  selfId: string;
  onClose: () => void;
}

/** The spec's Edit User modal: names, e-mail, user type and verification status. */
export function EditUserDialog({ user, selfId, onClose }: EditUserDialogProps) {
  const t = useT();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('adminUsers.editTitle')}</DialogTitle>
          <DialogDescription>
            {user ? t('adminUsers.editDescription', { name: displayNameOf(user, user.email) }) : null}
          </DialogDescription>
        </DialogHeader>
        {user ? (
          <EditUserForm key={user.id} user={user} isSelf={user.id === selfId} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditUserForm({ user, isSelf, onDone }: { user: AdminUser; isSelf: boolean; onDone: () => void }) {
  const t = useT();
  const update = useUpdateAdminUser();
  const form = useForm<AdminUserUpdateInput, unknown, AdminUserUpdate>({
    resolver: zodResolver(adminUserUpdateInput),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email,
      userType: user.userType as AdminUserUpdateInput['userType'],
      verificationStatus: user.verificationStatus,
    },
  });
  const { errors } = form.formState;
  const errorOf = (name: FieldName) => usersMessage(t, errors[name]?.message);

  useEffect(() => {
    if (!update.error || !isApiError(update.error)) return;
    for (const [field, messages] of Object.entries(update.error.fields)) {
      if ((FIELDS as readonly string[]).includes(field) && messages[0])
        form.setError(field as FieldName, { message: messages[0] });
    }
  }, [update.error, form]);

  const submit = (values: AdminUserUpdate) => {
    const input = changesOf(user, values);
    if (Object.keys(input).length === 0) return onDone();
    update.mutate(
      { userId: user.id, input },
      {
        onSuccess: (saved) => {
          toast({
            variant: 'success',
            title: t('adminUsers.updated'),
            description: t('adminUsers.updatedDescription', { name: displayNameOf(saved, saved.email) }),
          });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('admin.error'),
            description:
              isApiError(error) && error.status === 400 && Object.keys(error.fields).length === 0
                ? usersMessage(t, error.message)
                : t('adminUsers.updateFailed'),
          }),
      },
    );
  };

  return (
    <form
      aria-label={t('adminUsers.editForm')}
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(submit)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('adminUsers.field.firstName')}
          required
          autoComplete="off"
          maxLength={PERSON_NAME_MAX}
          error={errorOf('firstName')}
          {...form.register('firstName')}
        />
        <TextField
          label={t('adminUsers.field.lastName')}
          autoComplete="off"
          maxLength={PERSON_NAME_MAX}
          error={errorOf('lastName')}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label={t('adminUsers.field.email')}
        type="email"
        dir="ltr"
        required
        autoComplete="off"
        maxLength={EMAIL_MAX_LENGTH}
        hint={t('adminUsers.emailHint')}
        error={errorOf('email')}
        {...form.register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <SelectField
            label={t('adminUsers.field.userType')}
            placeholder={t('adminUsers.selectUserType')}
            options={typeOptions(t, user.userType)}
            disabled={isSelf}
            error={errorOf('userType')}
            {...form.register('userType')}
          />
          {isSelf ? (
            <p className="text-xs text-muted-foreground">{t('adminUsers.cannotChangeOwnType')}</p>
          ) : null}
        </div>
        <SelectField
          label={t('adminUsers.field.verificationStatus')}
          placeholder={t('adminUsers.selectStatus')}
          options={verificationOptions(t)}
          error={errorOf('verificationStatus')}
          {...form.register('verificationStatus')}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner className="text-current" /> : null}
          {t('common.saveChanges')}
        </Button>
      </DialogFooter>
    </form>
  );
}
