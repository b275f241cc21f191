/** Where the provider sends people back: `<public address>` + this path (what a provider registers). */
export const SSO_CALLBACK_PATH = '/api/v1/auth/sso/callback';
/** Where a browser goes to sign in with its organisation (`?username=`, optional `&return_to=`). */
export const SSO_START_PATH = '/api/v1/auth/sso/start';
