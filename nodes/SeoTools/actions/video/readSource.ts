import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import type { FilePart } from '../../../shared/transport';
import { itemParameter } from '../../../shared/utils/itemParameter';

/** A reference image or source video: none, a URL, or an input binary property (sent as a file). */
export function sourceFields(kind: 'image' | 'video'): INodeProperties[] {
	const label = kind === 'image' ? 'Reference Image' : 'Source Video';
	const options =
		kind === 'image'
			? [
					{ name: 'None', value: 'none' },
					{ name: 'URL', value: 'url' },
					{ name: 'Input Binary Property', value: 'binary' },
				]
			: [
					{ name: 'URL', value: 'url' },
					{ name: 'Input Binary Property', value: 'binary' },
				];
	const defaultSource = options[0].value;
	return [
		{
			displayName: label,
			name: `${kind}Source`,
			type: 'options',
			default: defaultSource,
			options,
			description:
				kind === 'image'
					? 'An image the video starts from: none, a link, or a file of the input item'
					: 'The video to edit: a link, or a file of the input item',
		},
		{
			displayName: `${label} URL`,
			name: `${kind}Url`,
			type: 'string',
			default: '',
			placeholder:
				kind === 'image' ? 'https://example.com/reference.png' : 'https://example.com/clip.mp4',
			description: `A public http(s) link to the ${kind === 'image' ? 'image (PNG, JPEG or WebP)' : 'video'}`,
			displayOptions: { show: { [`${kind}Source`]: ['url'] } },
		},
		{
			displayName: 'Input Binary Field',
			name: `${kind}BinaryProperty`,
			type: 'string',
			default: 'data',
			description: `Name of the input binary property holding the ${kind === 'image' ? 'image (PNG, JPEG or WebP)' : 'video (at most 10 MB)'}`,
			displayOptions: { show: { [`${kind}Source`]: ['binary'] } },
		},
	];
}

export interface SourceValue {
	url?: string;
	file?: FilePart;
}

export async function readSource(
	ctx: IExecuteFunctions,
	itemIndex: number,
	kind: 'image' | 'video',
	field: string,
): Promise<SourceValue> {
	const source = itemParameter<string>(ctx, `${kind}Source`, itemIndex);
	if (source === 'url')
		return { url: String(itemParameter(ctx, `${kind}Url`, itemIndex, '')).trim() };
	if (source !== 'binary') return {};
	const property = String(itemParameter(ctx, `${kind}BinaryProperty`, itemIndex, 'data'));
	const meta = ctx.helpers.assertBinaryData(itemIndex, property);
	const data = await ctx.helpers.getBinaryDataBuffer(itemIndex, property);
	return {
		file: {
			field,
			fileName: meta.fileName ?? `${kind}.${meta.fileExtension ?? 'bin'}`,
			mimeType: meta.mimeType,
			data,
		},
	};
}
