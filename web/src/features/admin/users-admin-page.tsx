import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useViewer } from '../../lib/viewer';
import type { AdminUserFieldsFragment } from '../../gql/graphql';
import { readApiError } from '../../lib/graphql-error';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { PageSpinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast-context';
import { AdminLoadError } from './admin-load-error';
import {
  CreateUserDocument,
  DeleteUserDocument,
  SetUserActiveDocument,
  UpdateUserDocument,
} from './users/api/manage-user';
import { AdminUserCard } from './users/admin-user-card';
import { useAdminUsers } from './users/use-admin-users';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { UserFormValues } from './users/user-form';
import { UserFormModal } from './users/user-form-modal';
import './admin.css';
import './users/users-admin.css';

type Editing = { mode: 'create' } | { mode: 'edit'; user: AdminUserFieldsFragment } | null;

/** /cu 'Cultura Users Management': search, create (invite by e-mail), edit, activate/deactivate and delete members. */
export function UsersAdminPage() {
  const { viewer } = useViewer();
  const client = useApolloClient();
  const toast = useToast();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const list = useAdminUsers(search);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminUserFieldsFragment | null>(null);
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const [deactivating, setDeactivating] = useState<AdminUserFieldsFragment | null>(null);
  const [createUser] = useMutation(CreateUserDocument);
  const [updateUser] = useMutation(UpdateUserDocument);
  const [setUserActive] = useMutation(SetUserActiveDocument);
  const [deleteUser, deletion] = useMutation(DeleteUserDocument);

  const save = async (values: UserFormValues) => {
    if (editing?.mode === 'edit') {
      await updateUser({ variables: { id: editing.user.id, input: values } });
      toast.success(`${values.fullName} was updated.`);
    } else {
      await createUser({ variables: { input: values } });
      toast.success(`${values.fullName} was created and invited by e-mail.`);
      void list.refresh();
    }
    setEditing(null);
  };

  const toggle = async (user: AdminUserFieldsFragment, active: boolean) => {
    setTogglingId(user.id);
    try {
      await setUserActive({ variables: { id: user.id, active } });
      toast.success(
        active ? `${user.fullName} can sign in again.` : `${user.fullName} was deactivated and signed out everywhere.`,
      );
    } catch (error) {
      toast.error(`Could not change the status: ${readApiError(error).message}`);
    } finally {
      setTogglingId(null);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteUser({ variables: { id: deleting.id } });
      client.cache.evict({ id: client.cache.identify({ __typename: 'AdminUser', id: deleting.id }) });
      client.cache.gc();
      toast.success(`${deleting.fullName} was deleted.`);
      void list.refresh();
    } catch (error) {
      toast.error(`Could not delete the user: ${readApiError(error).message}`);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="page-title">Cultura Users Management</h1>
          <p className="admin-page__subtitle">Create, edit, activate and remove members</p>
        </div>
        <Button onClick={() => setEditing({ mode: 'create' })}>Create User</Button>
      </header>
      <TextField
        label="Search users"
        type="search"
        placeholder="Name, username or e-mail"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
      />
      {list.loading ? (
        <PageSpinner label="Loading users" />
      ) : list.error ? (
        <AdminLoadError error={list.error} title="Could not load the users" onRetry={() => void list.refresh()} />
      ) : list.users.length === 0 ? (
        <EmptyState
          icon={<Icon name="users" size={28} />}
          title={search ? 'No matching users' : 'No users yet'}
          message={search ? `Nobody matches “${search}”.` : undefined}
        />
      ) : (
        <ul className="admin-users" aria-label="Users">
          {list.users.map((user) => (
            <li key={user.id}>
              <AdminUserCard
                user={user}
                isSelf={user.id === viewer?.id}
                toggling={togglingId === user.id}
                onEdit={() => setEditing({ mode: 'edit', user })}
                onDelete={() => setDeleting(user)}
                onSetActive={(active) => (active ? void toggle(user, true) : setDeactivating(user))}
              />
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && (
        <div className="admin-page__more">
          <Button variant="secondary" onClick={() => void list.loadMore()} busy={list.loadingMore}>
            Load more users
          </Button>
          {list.loadMoreFailed && <p role="alert">Could not load more users.</p>}
        </div>
      )}
      {editing && (
        <UserFormModal
          user={editing.mode === 'edit' ? editing.user : undefined}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {deactivating && (
        <ConfirmDialog
          title="Deactivate this user?"
          message={`${deactivating.fullName} will be signed out everywhere and cannot sign in until reactivated.`}
          confirmLabel="Deactivate"
          danger
          onConfirm={() => {
            const user = deactivating;
            setDeactivating(null);
            void toggle(user, false);
          }}
          onCancel={() => setDeactivating(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Confirm Delete"
          message="Are you sure you want to delete this user? This action cannot be undone."
          confirmLabel="Delete"
          danger
          busy={deletion.loading}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
