import { NodeOperationError } from 'n8n-workflow';
import type { RequestContext } from './send';
import { holdsUserInfo, trimBaseUrl } from './trimBaseUrl';

/**
 * A credential's Base URL as every request uses it (trimBaseUrl.ts), refused with a plain error
 * when it holds a user name or password (`https://user:pass@host`): n8n's helper would send them
 * as Basic authentication, and the service would answer as if the key were wrong. The error
 * never repeats the address, which holds that password.
 */
export function credentialBaseUrl(
	ctx: RequestContext,
	typed: unknown,
	itemIndex: number | undefined,
): string {
	const baseUrl = trimBaseUrl(typed);
	if (holdsUserInfo(baseUrl)) {
		throw new NodeOperationError(
			ctx.getNode(),
			"The credential's Base URL holds a user name or password before the host (user:password@)",
			{
				itemIndex,
				description:
					"Remove the part up to and including '@' from Base URL: the service takes the API key, or the e-mail and password, from their own fields.",
			},
		);
	}
	return baseUrl;
}
