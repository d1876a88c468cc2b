import { PASSWORD_RULES } from '@culturalink/common/password-rules';
import './password-checklist.css';

/** The four password rules, each ticked once the password meets it. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul className="password-checklist" id={id} aria-label="Password requirements">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={met ? 'is-met' : ''}>
            <span aria-hidden="true">{met ? '✓' : '•'}</span> {rule.label}
            <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
