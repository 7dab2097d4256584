/**
 * Settings that only this repository's own tests change, inside their own process; n8n never
 * does, so users always get the defaults. The service asks for polls no more often than every
 * 10 seconds (http-api 4.6 and 8); a test against a local service on the same machine need not
 * wait that long between polls. See CONTRIBUTING.md.
 */
export const developmentSettings = {
	/** Floor of every poll interval, in seconds. */
	minimumPollSeconds: 10,
};
