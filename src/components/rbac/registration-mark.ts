/** Where the registration form leaves the address it registered, for the page it goes back to. */
export const REGISTERED_KEY = 'rbac.registered';

/** Called by the registration form before it leaves: the next page tells the visitor to check that address's mail. */
export function rememberRegistration(email: string): void {
  try {
    sessionStorage.setItem(REGISTERED_KEY, email);
  } catch {
    // Storage refused (a private window's quota): the page goes on without the notice.
  }
}

/** Whether a registration left a notice for this page: only then is the notice's code (a toaster) loaded. */
export function registrationPending(): boolean {
  try {
    return sessionStorage.getItem(REGISTERED_KEY) !== null;
  } catch {
    return false;
  }
}
