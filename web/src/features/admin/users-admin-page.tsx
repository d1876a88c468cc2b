import { useState } from 'react';
import { useViewer } from '../../lib/viewer';
import type { AdminUserFieldsFragment } from '../../gql/graphql';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { PageSpinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { AdminLoadError } from './admin-load-error';
import { AdminUserCard } from './users/admin-user-card';
import { useAdminUsers } from './users/use-admin-users';
import { useUserAdminActions } from './users/use-user-admin-actions';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { UserFormModal } from './users/user-form-modal';
import './admin.css';
import './users/users-admin.css';

type Editing = { mode: 'create' } | { mode: 'edit'; user: AdminUserFieldsFragment } | null;

/** /cu 'Cultura Users Management': search, create (invite by e-mail), edit, activate/deactivate and delete members. */
export function UsersAdminPage() {
  const { viewer } = useViewer();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const list = useAdminUsers(search);
  const actions = useUserAdminActions(list.refresh);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminUserFieldsFragment | null>(null);
  const [deactivating, setDeactivating] = useState<AdminUserFieldsFragment | null>(null);

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
                toggling={actions.togglingId === user.id}
                onEdit={() => setEditing({ mode: 'edit', user })}
                onDelete={() => setDeleting(user)}
                onSetActive={(active) => (active ? void actions.setActive(user, true) : setDeactivating(user))}
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
          onSave={async (values) => {
            await actions.save(values, editing.mode === 'edit' ? editing.user : undefined);
            setEditing(null);
          }}
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
            void actions.setActive(user, false);
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
          busy={actions.deleting}
          onConfirm={() => void actions.remove(deleting).finally(() => setDeleting(null))}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
