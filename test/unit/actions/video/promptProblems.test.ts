import {
	ASPECT_RATIO_OPTIONS,
	ASPECT_RATIOS,
	characterCount,
	editProblems,
	generateProblems,
	isLocalAddress,
	QUALITIES,
	QUALITY_OPTIONS,
	type CatalogModel,
} from '../../../../nodes/SeoTools/actions/video/promptProblems';

describe('video option lists', () => {
	it('lists every allowed value once, in alphabetical (collation) order for the editor', () => {
		const collated = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b));
		expect(ASPECT_RATIO_OPTIONS).toEqual(collated(ASPECT_RATIOS));
		expect(QUALITY_OPTIONS).toEqual(collated(QUALITIES));
	});
});

// docs/service/tools-api.md#video-tool
describe('video rules', () => {
	// Catalog entries as a live catalog could give them: the rules read promptLength and isVideoEdit,
	// never the value.
	const general: CatalogModel = {
		name: 'Studio One',
		value: 'studio-one',
		promptLength: 0,
		isVideoEdit: false,
	};
	const short: CatalogModel = {
		name: 'Studio Short',
		value: 'studio-short',
		promptLength: 500,
		isVideoEdit: false,
	};
	const editor: CatalogModel = {
		name: 'Studio Edit',
		value: 'studio-edit',
		promptLength: 0,
		isVideoEdit: true,
	};
	const base = {
		aspectRatio: '1:1',
		quality: '720p',
		duration: 0,
		imageUrl: undefined,
		imageMimeType: undefined,
	};
	const of = (model: CatalogModel) => ({ model, modelValue: model.value });

	it('checks prompt length per catalog model, links, parameters, model, ratio, quality and duration', () => {
		expect(generateProblems({ ...base, prompt: 'a cat', ...of(general) })).toEqual([]);
		expect(generateProblems({ ...base, prompt: 'x'.repeat(501), ...of(short) })[0]).toMatch(
			/at most 500/,
		);
		expect(generateProblems({ ...base, prompt: 'x'.repeat(500), ...of(short) })).toEqual([]);
		expect(generateProblems({ ...base, prompt: 'x'.repeat(2001), ...of(general) })[0]).toMatch(
			/at most 2000/,
		);
		expect(
			generateProblems({ ...base, prompt: 'see https://a.example', ...of(general) }),
		).toContain('Prompt: remove links');
		expect(generateProblems({ ...base, prompt: 'cat --ar 16:9', ...of(general) })).toContain(
			'Prompt: remove parameters of the form --param',
		);
		expect(
			generateProblems({ ...base, prompt: 'cat', model: undefined, modelValue: 'nope' })[0],
		).toMatch(/not in the catalog/);
		expect(
			generateProblems({
				...base,
				prompt: 'cat',
				...of(general),
				aspectRatio: '5:4',
				quality: '8k',
			}),
		).toHaveLength(2);
		expect(generateProblems({ ...base, prompt: 'cat', ...of(general), duration: 7 })).toEqual([]);
		expect(generateProblems({ ...base, prompt: 'cat', ...of(general), duration: 2.5 })[0]).toMatch(
			/Duration \(Seconds\): a whole number/,
		);
		expect(generateProblems({ ...base, prompt: 'cat', ...of(general), duration: -5 })[0]).toMatch(
			/Duration/,
		);
	});

	it('counts the prompt in characters (code points), not UTF-16 units', () => {
		const emoji = '🎬'.repeat(400);
		expect(emoji.length).toBe(800);
		expect(characterCount(emoji)).toBe(400);
		expect(generateProblems({ ...base, prompt: emoji, ...of(short) })).toEqual([]);
		expect(generateProblems({ ...base, prompt: '🎬'.repeat(501), ...of(short) })[0]).toBe(
			'Prompt: at most 500 characters for this model (now 501)',
		);
	});

	it('leaves sound to the service and checks the reference image rules', () => {
		expect(
			generateProblems({
				...base,
				prompt: 'cat',
				...of(general),
				imageUrl: 'http://localhost/a.png',
			})[0],
		).toMatch(/local addresses/);
		expect(
			generateProblems({
				...base,
				prompt: 'cat',
				...of(general),
				imageUrl: 'https://a.example/a.gif',
			})[0],
		).toMatch(/must end in/);
		expect(
			generateProblems({ ...base, prompt: 'cat', ...of(general), imageMimeType: 'image/gif' })[0],
		).toMatch(/PNG, JPEG or WebP/);
		expect(isLocalAddress('http://192.168.1.5/x.png')).toBe(true);
		expect(isLocalAddress('https://cdn.example/x.png')).toBe(false);
	});

	it('checks edit mode rules', () => {
		const edit = { prompt: 'make it night', ...of(editor) };
		expect(editProblems({ ...edit, videoUrl: undefined, upload: undefined })[0]).toMatch(
			/give a video URL/,
		);
		expect(
			editProblems({ ...edit, videoUrl: 'https://a.example/v.mp4', upload: undefined }),
		).toEqual([]);
		expect(
			editProblems({
				...edit,
				videoUrl: undefined,
				upload: { fileName: 'v.mp4', size: 11 * 1024 * 1024 },
			})[0],
		).toMatch(/at most 10 MB/);
		expect(
			editProblems({ ...edit, videoUrl: undefined, upload: { fileName: 'v.gif', size: 10 } })[0],
		).toMatch(/unsupported format/);
		expect(
			editProblems({
				...edit,
				...of(general),
				videoUrl: 'https://a.example/v.mp4',
				upload: undefined,
			})[0],
		).toMatch(/cannot edit/);
	});
});
