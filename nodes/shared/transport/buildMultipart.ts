import type { IDataObject } from 'n8n-workflow';

export interface FilePart {
	field: string;
	fileName: string;
	mimeType: string;
	data: Buffer;
}

/** Builds a multipart/form-data body by hand: the package has no runtime dependencies. */
export function buildMultipart(
	fields: IDataObject,
	files: FilePart[],
	boundary = `----n8nSeoTools${Date.now().toString(16)}`,
): { body: Buffer; contentType: string } {
	const chunks: Buffer[] = [];
	const quote = (text: string) => text.replace(/"/g, '%22').replace(/\r|\n/g, ' ');
	for (const [name, value] of Object.entries(fields)) {
		if (value === undefined || value === null) continue;
		chunks.push(
			Buffer.from(
				`--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n${String(value)}\r\n`,
			),
		);
	}
	for (const file of files) {
		chunks.push(
			Buffer.from(
				`--${boundary}\r\nContent-Disposition: form-data; name="${quote(file.field)}"; filename="${quote(file.fileName)}"\r\nContent-Type: ${file.mimeType}\r\n\r\n`,
			),
			file.data,
			Buffer.from('\r\n'),
		);
	}
	chunks.push(Buffer.from(`--${boundary}--\r\n`));
	return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
