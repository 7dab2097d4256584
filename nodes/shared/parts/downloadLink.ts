import { NodeOperationError, type IBinaryData, type IExecuteFunctions } from 'n8n-workflow';
import { apiKeyCredential, downloadFile, redact } from '../transport';

export interface Download {
	/** The link as the service gave it: absolute, or relative to the credential's Base URL. */
	link: string;
	/** What the file is, for errors ("the report file"). */
	what: string;
	/** Name and type when the link and the answer say none. */
	fallbackName: string;
	fallbackType: string;
	/** The interface that gave the link, named in a failed download's error. */
	surface: 'tools' | 'agent';
}

/**
 * Downloads a file the service links to (a finished video; a report through agentToolFile) as
 * n8n binary data, by the transport's one door for files (transport/downloadFile.ts). The request
 * carries no credential: a result link is opened as the service gave it, so the API key never
 * travels to whatever host a link names (docs/decisions/agent-interface.md#report).
 */
export async function downloadLink(
	ctx: IExecuteFunctions,
	itemIndex: number,
	file: Download,
): Promise<IBinaryData> {
	const raw = await downloadFile(ctx, { link: file.link, surface: file.surface, itemIndex });
	const { apiKey } = await apiKeyCredential(ctx, itemIndex);
	const { url } = raw;
	if (raw.statusCode >= 400) {
		throw new NodeOperationError(
			ctx.getNode(),
			`Download: the link to ${file.what} answered HTTP ${raw.statusCode}`,
			{ itemIndex },
		);
	}
	const buffer = Buffer.isBuffer(raw.body) ? raw.body : Buffer.from(raw.body);
	// Binary metadata is output too: a link with the key in its path would otherwise name the
	// file after the key (output items' JSON is cleared by withoutSecrets.ts, binary data is not).
	const secrets = [apiKey];
	const name = redact(lastSegment(url) || file.fallbackName, secrets).replace(/[\\/]/g, '_');
	const mimeType = redact(
		String(raw.headers['content-type'] ?? file.fallbackType).split(';')[0],
		secrets,
	);
	const binary = await ctx.helpers.prepareBinaryData(buffer, name || file.fallbackName, mimeType);
	for (const [field, value] of Object.entries(binary))
		if (field !== 'data' && typeof value === 'string')
			(binary as unknown as Record<string, string>)[field] = redact(value, secrets);
	return binary;
}

/** The file name a link's path ends in, decoded ('' when it ends in a slash or cannot be decoded). */
function lastSegment(url: string): string {
	const segment = new URL(url).pathname.split('/').pop() ?? '';
	try {
		return decodeURIComponent(segment);
	} catch {
		return segment;
	}
}
