import { useId } from 'react';
import { KEEPER_ROLES, type KeeperRole } from '@pawapuri/shared';
import { ROLE_NAMES } from './role-can';
import styles from './keeper.module.css';

/** A labelled choice of role. */
export function RoleSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: KeeperRole;
  onChange: (role: KeeperRole) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as KeeperRole)}
      >
        {KEEPER_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_NAMES[role]}
          </option>
        ))}
      </select>
    </div>
  );
}
