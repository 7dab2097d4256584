import { accountCredential } from './jwt/accountCredential';
import { postWithSession } from './jwt/postWithSession';
import type { RequestContext } from './send';
import { rememberSecrets } from './rememberSecrets';
import { callError, isSuccess, postRest, type RestAnswer, type RestCall } from './postRest';

/** Calls a REST method; authenticated calls go through the JWT lifecycle (jwt/postWithSession.ts). */
export async function restApiRequest(ctx: RequestContext, call: RestCall): Promise<RestAnswer> {
	const credential = await accountCredential(ctx, call.itemIndex);
	if (call.authenticated === false) {
		const answer = await postRest(ctx, credential, call, {}, [credential.password]);
		if (!isSuccess(answer)) throw callError(ctx, call, answer, [credential.password]);
		return answer;
	}
	const { answer, session } = await postWithSession(ctx, credential, call);
	const secrets = [credential.password, session?.accessToken, session?.refreshToken];
	rememberSecrets(ctx, secrets);
	if (!isSuccess(answer)) throw callError(ctx, call, answer, secrets);
	return answer;
}
