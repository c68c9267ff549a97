/** SPEC section 8: the login failure text depends on the status code inside the error's message. */
export function loginFailureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (text.includes('429')) return 'Too many login attempts. Please wait 15 minutes and try again.';
  if (text.includes('401')) return 'Invalid username or password.';
  return 'Login failed. Please try again.';
}
