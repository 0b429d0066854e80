import { removeToken } from './storage';
import { logoutRequest } from './api';

/**
 * Logs out: tells the server (errors ignored), drops the tokens and reloads on `to`, so every store and the route
 * table generated for this user start afresh.
 */
export async function logout(to = '/index'): Promise<void> {
  try {
    await logoutRequest();
  } catch {
    // the session is dropped locally whatever the server says
  }
  removeToken();
  window.location.href = to;
}
