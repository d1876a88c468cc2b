import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminUserFieldsFragment } from '../../../gql/graphql';
import { readApiError } from '../../../lib/graphql-error';
import { resultOf } from '../../../lib/user-errors';
import { useToast } from '../../../ui/toast-context';
import { CreateUserDocument, DeleteUserDocument, SetUserActiveDocument, UpdateUserDocument } from './api/manage-user';
import type { UserFormValues } from './user-form';

/**
 * What an administrator does to members on /cu, each with its toast: create (invited by e-mail) or
 * update, activate or deactivate (which member is being switched), delete (then forgotten by the cache).
 * `refreshList` runs after a change that adds or removes a member.
 */
export function useUserAdminActions(refreshList: () => unknown) {
  const client = useApolloClient();
  const toast = useToast();
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const [createUser] = useMutation(CreateUserDocument);
  const [updateUser] = useMutation(UpdateUserDocument);
  const [setUserActive] = useMutation(SetUserActiveDocument);
  const [deleteUser, deletion] = useMutation(DeleteUserDocument);

  return {
    /** Creates a member, or updates `existing`; errors reach the form, which shows them on its fields. */
    save: async (values: UserFormValues, existing?: AdminUserFieldsFragment) => {
      if (existing) {
        const { data } = await updateUser({ variables: { id: existing.id, input: values } });
        resultOf(data?.updateUser, 'user');
        toast.success(`${values.fullName} was updated.`);
      } else {
        const { data } = await createUser({ variables: { input: values } });
        resultOf(data?.createUser, 'user');
        toast.success(`${values.fullName} was created and invited by e-mail.`);
        void refreshList();
      }
    },
    setActive: async (user: AdminUserFieldsFragment, active: boolean) => {
      setTogglingId(user.id);
      try {
        const { data } = await setUserActive({ variables: { id: user.id, active } });
        resultOf(data?.setUserActive, 'user');
        toast.success(
          active
            ? `${user.fullName} can sign in again.`
            : `${user.fullName} was deactivated and signed out everywhere.`,
        );
      } catch (error) {
        toast.error(`Could not change the status: ${readApiError(error).message}`);
      } finally {
        setTogglingId(null);
      }
    },
    togglingId,
    remove: async (user: AdminUserFieldsFragment) => {
      try {
        const { data } = await deleteUser({ variables: { id: user.id } });
        resultOf(data?.deleteUser, 'deletedUserId');
        client.cache.evict({ id: client.cache.identify({ __typename: 'AdminUser', id: user.id }) });
        client.cache.gc();
        toast.success(`${user.fullName} was deleted.`);
        void refreshList();
      } catch (error) {
        toast.error(`Could not delete the user: ${readApiError(error).message}`);
      }
    },
    deleting: deletion.loading,
  };
}
