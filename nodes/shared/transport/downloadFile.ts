import { apiKeyCredential } from './apiKeyCredential';
import { send, type RawResponse, type RequestContext } from './send';

export interface FileRequest {
	/** The link as the service gave it: absolute, or relative to the credential's Base URL. */
	link: string;
	/** The interface that gave the link, named in a failed download's error. */
	surface: 'tools' | 'agent';
	itemIndex: number;
}

/**
 * A file the service links to (a finished video, a report), fetched by the transport like every
 * other request: through the governor, retried only as a safe read, with the key kept out of
 * errors. The request carries no credential: a result link is opened as the service gave it, so
 * the API key never travels to whatever host a link names (docs/decisions/agent-interface.md#report).
 */
export async function downloadFile(
	ctx: RequestContext,
	file: FileRequest,
): Promise<RawResponse & { url: string }> {
	const { apiKey, baseUrl } = await apiKeyCredential(ctx, file.itemIndex);
	const url = new URL(file.link, `${baseUrl}/`).toString();
	const raw = await send(ctx, {
		surface: file.surface,
		method: 'GET',
		url,
		encoding: 'arraybuffer',
		retry: 'safe',
		itemIndex: file.itemIndex,
		secrets: [apiKey],
	});
	return { ...raw, url };
}
