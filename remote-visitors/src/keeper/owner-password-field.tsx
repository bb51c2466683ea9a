import { errorAt, type FormFailure } from './form-failure';
import { PasswordField } from './password-field';

interface OwnerPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The form's failure; one that names `password` is shown at the field. */
  failure: FormFailure | null;
}

/**
 * The acting owner's own password, entered again: every owner power (invite,
 * reset, role change, API key, donation details) asks for it, so a session
 * left open is not enough to use one.
 */
export function OwnerPasswordField({ value, onChange, failure }: OwnerPasswordFieldProps) {
  return (
    <PasswordField
      label="Your password (to confirm)"
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      error={errorAt(failure, 'password')}
    />
  );
}
