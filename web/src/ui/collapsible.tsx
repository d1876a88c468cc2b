import { useId, useState, type ReactNode } from 'react';
import './collapsible.css';

/** A titled section that opens and closes (a disclosure button with aria-expanded). */
export function Collapsible({
  title,
  description,
  defaultOpen = false,
  children,
}: {
  title: string;
  description?: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const regionId = useId();
  return (
    <section className={`collapsible ${open ? 'is-open' : ''}`}>
      <h3 className="collapsible__heading">
        <button
          type="button"
          className="collapsible__toggle"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="collapsible__text">
            <span className="collapsible__title">{title}</span>
            {description && <span className="collapsible__description">{description}</span>}
          </span>
          <span className="collapsible__chevron" aria-hidden="true">
            ›
          </span>
        </button>
      </h3>
      <div id={regionId} className="collapsible__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
