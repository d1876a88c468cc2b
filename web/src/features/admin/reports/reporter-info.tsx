import { useId, useState } from 'react';
import type { AdminReportFieldsFragment } from '../../../gql/graphql';

/** 'View Reporter Info': a panel with the reporter's name, user id and country, opened by hover, focus or click. */
export function ReporterInfo({ reporter }: { reporter: AdminReportFieldsFragment['reporter'] }) {
  const panelId = useId();
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const open = pinned || hovered;
  return (
    <div
      className="reporter-info"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          setPinned(false);
          setHovered(false);
        }
      }}
    >
      <button
        type="button"
        className="reporter-info__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setPinned((value) => !value)}
      >
        View Reporter Info
      </button>
      <dl id={panelId} className="reporter-info__panel" hidden={!open}>
        <dt>Name</dt>
        <dd>{reporter.fullName}</dd>
        <dt>User ID</dt>
        <dd className="reporter-info__id">{reporter.id}</dd>
        <dt>Username</dt>
        <dd>@{reporter.username}</dd>
        <dt>Country</dt>
        <dd>{reporter.country}</dd>
      </dl>
    </div>
  );
}
