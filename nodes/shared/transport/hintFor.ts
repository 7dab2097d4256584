/**
 * Plain-English hints for the service's error codes (docs/service/errors.md), the hint of an error
 * that comes without a code, and the words for a limits shortage.
 */
export type Surface = 'project' | 'tools' | 'rest' | 'agent';

const BY_CODE: Record<Surface, Record<string, string>> = {
	project: {
		'50': 'The API key is wrong, or its account has no access to this project. Check the key in the credential and that the project is yours or shared with you (write access is needed to change groups).',
		'51': 'The project ID is missing or no such project exists. Pick the project from the list or copy the number from the project page address.',
		'52': 'The service rejected the request data. Read the message for the field and the allowed values.',
		'666':
			'The service has no result for this check yet: enable the check in the project settings or wait for its first run.',
	},
	tools: {
		'-1': 'No API key was sent. Set the API key in the credential.',
		'-2': 'The API key is unknown or invalid. Copy it again from the account settings.',
		'-4': 'This report ID belongs to another account or another tool.',
		'-51': 'The request had neither a task nor a report ID.',
		'-60':
			'Too many tasks are running at once (5 for the video tool). Wait for one to finish, then queue again.',
		'-100': 'The service refused the task parameters; the details say which rule failed.',
		'-104': 'The task failed while processing.',
		'-105': 'The limits ran out while the task was running.',
		'-106': 'The task was canceled in the service interface.',
		'-107': 'The task ran over 6 hours and was canceled.',
		'-125': 'The task ended with an unknown status.',
	},
	rest: {
		'400':
			'The service refused the input: the message names what is wrong (the e-mail address, the password, an account that already exists).',
		'401':
			'The session token was refused. Check the e-mail and password of the account credential.',
		'403':
			'Not allowed: the balance item belongs to another account, or the payment source is not one the service accepts.',
		'404': 'The service could not find what the request names.',
		'418': 'This account has been deleted (disabled). Contact the service support to restore it.',
		'440': 'The payment ID is missing.',
		'450': 'The external (payment provider) ID is missing.',
		'460': 'This balance item is already paid and can no longer be changed.',
		'470':
			'The sum must be a whole number of roubles above 0, or a payment is already linked to this balance item.',
		'500':
			'The service could not complete the operation. For a payment confirmation this means nothing was credited.',
	},
	agent: {},
};

/**
 * Errors the service sends without a code, by their message:
 * docs/service/errors.md#project-api-codes, service-robotstxt/get answers only `message: 'Access
 * denied'`.
 */
const WITHOUT_CODE: Record<Surface, Record<string, string>> = {
	project: {
		'access denied':
			'The API key has no access to this project. Check the key in the credential and that the project is yours or shared with you.',
	},
	tools: {},
	rest: {},
	agent: {},
};

const LIMITS =
	'Not enough limits for this task, so no task was created: top up or wait for the next limit period.';

/**
 * docs/service/errors.md#tools-api-codes: -80 to -83 and -68, one of the hourly to yearly limits is
 * exhausted.
 */
export const isLimitsCode = (surface: Surface, code: string | number | undefined) =>
	surface === 'tools' && code !== undefined && /^-(8[0-3]|68)$/.test(String(code));

export function hintFor(
	surface: Surface,
	code: string | number | undefined,
	message?: string,
): string | undefined {
	if (code === undefined)
		return message === undefined ? undefined : WITHOUT_CODE[surface][message.trim().toLowerCase()];
	if (isLimitsCode(surface, code)) return LIMITS;
	return BY_CODE[surface][String(code)];
}

/**
 * The limits error's hint with the figures the service sent (docs/service/tools-api.md#video-tool:
 * available and need).
 */
export function limitsHint(available: unknown, need: unknown): string {
	const figures = [
		need === undefined ? '' : `needs ${String(need)} limits`,
		available === undefined ? '' : `${String(available)} are available`,
	].filter(Boolean);
	return `The task ${figures.join(' and ')}, so no task was created: top up or wait for the next limit period.`;
}
