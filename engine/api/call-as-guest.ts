import { createGuestToken } from './calls/auth.ts';
import { callApi } from './call-api.ts';
import type { ApiClient } from './client.ts';
import type { ApiDeclaration } from './declaration.ts';
import { isApiRequestError } from './errors.ts';

/**
 * A call that needs a token (a form the API counts per caller, a help code kept with its
 * session), made by a shopper who may have none yet: on 401 a guest token is made and the call
 * sent once more. Any other failure is the caller's to show.
 */
export async function callAsGuest<P, R>(
  api: ApiClient,
  declaration: ApiDeclaration<P, R>,
  params: P,
): Promise<R> {
  try {
    return await callApi(api, declaration, params);
  } catch (error) {
    if (!isApiRequestError(error) || error.status !== 401) throw error;
    await callApi(api, createGuestToken, {});
    return callApi(api, declaration, params);
  }
}
