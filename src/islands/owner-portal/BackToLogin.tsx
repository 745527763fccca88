// The way back to the login form, under the forgotten-password and set-password forms.
import { showLogin } from '../../stores/owner-portal';

interface Props {
  readonly label: string;
}

export function BackToLogin({ label }: Props) {
  return (
    <p className="portal-card__back">
      <button className="link-button portal-link" type="button" onClick={() => showLogin()}>
        {label}
      </button>
    </p>
  );
}
