import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_USERS_MESSAGES,
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
import { displayNameOf, userTypeLabel } from '@/lib/format';
import { useUpdateAdminUser } from '../api/admin-user-mutations';
import { VERIFICATION_LABELS } from './user-labels';

const FIELDS = ['firstName', 'lastName', 'email', 'userType', 'verificationStatus'] as const;
type FieldName = (typeof FIELDS)[number];

const VERIFICATION_OPTIONS = VERIFICATION_STATUSES.map((status) => ({
  id: status,
  label: VERIFICATION_LABELS[status],
}));

function typeOptions(current: string) {
  const types: string[] = [...EDITABLE_USER_TYPES];
  if (!types.includes(current)) types.push(current);
  return types.map((type) => ({ id: type, label: userTypeLabel(type) }));
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
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>
            {user ? `Changes to ${displayNameOf(user, user.email)} are recorded in their history.` : null}
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
  const errorOf = (name: FieldName) => errors[name]?.message;

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
            title: ADMIN_USERS_MESSAGES.updated,
            description: `${displayNameOf(saved, saved.email)} has been saved.`,
          });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description:
              isApiError(error) && error.status === 400 && Object.keys(error.fields).length === 0
                ? error.message
                : ADMIN_USERS_MESSAGES.updateFailed,
          }),
      },
    );
  };

  return (
    <form aria-label="Edit user" noValidate className="grid gap-4" onSubmit={form.handleSubmit(submit)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          required
          autoComplete="off"
          maxLength={PERSON_NAME_MAX}
          error={errorOf('firstName')}
          {...form.register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="off"
          maxLength={PERSON_NAME_MAX}
          error={errorOf('lastName')}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label="E-mail"
        type="email"
        required
        autoComplete="off"
        maxLength={EMAIL_MAX_LENGTH}
        hint="The address the user signs in with. Both the old and the new address are told of a change."
        error={errorOf('email')}
        {...form.register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <SelectField
            label="User type"
            placeholder="Select user type"
            options={typeOptions(user.userType)}
            disabled={isSelf}
            error={errorOf('userType')}
            {...form.register('userType')}
          />
          {isSelf ? (
            <p className="text-xs text-muted-foreground">You cannot change your own user type.</p>
          ) : null}
        </div>
        <SelectField
          label="Verification status"
          placeholder="Select status"
          options={VERIFICATION_OPTIONS}
          error={errorOf('verificationStatus')}
          {...form.register('verificationStatus')}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner className="text-current" /> : null}
          Save Changes
        </Button>
      </DialogFooter>
    </form>
  );
}
