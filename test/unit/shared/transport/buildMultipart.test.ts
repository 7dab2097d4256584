import { buildMultipart } from '../../../../nodes/shared/transport/buildMultipart';
import { parseMultipart } from '../../../../simulator/core/request';

describe('multipart', () => {
	it('round-trips fields and files through the simulator parser', () => {
		const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
		const { body, contentType } = buildMultipart(
			{ prompt: 'кот "в" сапогах', model: 'studio-one' },
			[{ field: 'upload_image', fileName: 'ref.png', mimeType: 'image/png', data: png }],
		);
		const boundary = /boundary=(.+)$/.exec(contentType)![1];
		const parsed = parseMultipart(body, boundary);
		expect(parsed.form).toEqual({ prompt: 'кот "в" сапогах', model: 'studio-one' });
		expect(parsed.files[0]).toMatchObject({
			field: 'upload_image',
			filename: 'ref.png',
			mimeType: 'image/png',
			size: png.length,
		});
		expect(parsed.files[0].data.equals(png)).toBe(true);
	});
});
