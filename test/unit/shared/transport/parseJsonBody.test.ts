import { freeBytes, parseJsonBody } from '../../../../nodes/shared/transport/parseJsonBody';

const parsedBoth = (text: string) => {
	let expected: unknown;
	let expectedError = false;
	try {
		expected = JSON.parse(text.replace(/^\uFEFF/, ''));
	} catch {
		expectedError = true;
	}
	return { expected, expectedError };
};

describe('parseJsonBody (a JSON answer parsed from its bytes, arrays element by element)', () => {
	const valid = [
		'[]',
		' [ ] ',
		'[1]',
		'[1, 2.5, -3e2, true, false, null, "x"]',
		'[{"id":"1","query":"зимние ботинки","group_id":null}]',
		'[{"a":[1,[2,{"b":"]},["}]]}, "c,d"]',
		'[ "кавычка \\" и \\\\", {"s":"\\u005d"} ]\n',
		'\uFEFF[{"x":1}]',
		'{"status":"ok","result":[1,2]}',
		'"text"',
		'42',
		'[[1,2],[3]]',
	];
	// parseWholeBelow 0: element by element, as a large page is read; the default: a small answer.
	it.each(valid)('parses %j as JSON.parse does', (text) => {
		const { expected, expectedError } = parsedBoth(text);
		expect(expectedError).toBe(false);
		expect(parseJsonBody(Buffer.from(text, 'utf8'), 0)).toEqual(expected);
		expect(parseJsonBody(Buffer.from(text, 'utf8'))).toEqual(expected);
	});

	it('parses a large array element by element to the same rows', () => {
		const rows = Array.from({ length: 2000 }, (_, i) => ({ id: String(i), query: `фраза ${i}` }));
		const body = Buffer.from(JSON.stringify(rows), 'utf8');
		expect(body.length).toBeGreaterThan(64 * 1024);
		expect(parseJsonBody(body)).toEqual(rows);
	});

	const invalid = [
		'[',
		'[1,]',
		'[,1]',
		'[1 2]',
		'[1]]',
		'[1] x',
		'[{"a":1}',
		'["open]',
		'',
		'[1,,2]',
		'<html>',
	];
	it.each(invalid)('refuses %j with a SyntaxError, as JSON.parse does', (text) => {
		expect(parsedBoth(text).expectedError).toBe(true);
		expect(() => parseJsonBody(Buffer.from(text, 'utf8'), 0)).toThrow(SyntaxError);
		expect(() => parseJsonBody(Buffer.from(text, 'utf8'))).toThrow(SyntaxError);
	});
});

describe('parseJsonBody gives a large body back once parsed', () => {
	const rows = Array.from({ length: 2000 }, (_, i) => ({ id: String(i), query: `фраза ${i}` }));
	const canTransfer =
		typeof (new ArrayBuffer(1) as ArrayBuffer & { transfer?: unknown }).transfer === 'function';

	(canTransfer ? it : it.skip)('empties a body of 64 KiB or more that owns its memory', () => {
		const body = Buffer.from(JSON.stringify(rows), 'utf8');
		expect(body.byteOffset).toBe(0);
		expect(parseJsonBody(body)).toEqual(rows);
		expect(body.buffer.byteLength).toBe(0);
	});

	it('leaves a small body, which may share its memory with others, as it was', () => {
		const body = Buffer.from('[{"id":"1"}]', 'utf8');
		parseJsonBody(body);
		expect(body.toString('utf8')).toBe('[{"id":"1"}]');
	});

	it('leaves a body it could not parse as it was, for the error that names it', () => {
		const text = `${JSON.stringify(rows)} x`;
		const body = Buffer.from(text, 'utf8');
		expect(() => parseJsonBody(body)).toThrow(SyntaxError);
		expect(body.toString('utf8')).toBe(text);
	});
});

describe('freeBytes (memory of bytes no longer needed given back at once)', () => {
	const canTransfer =
		typeof (new ArrayBuffer(1) as ArrayBuffer & { transfer?: unknown }).transfer === 'function';

	(canTransfer ? it : it.skip)('empties bytes that own all of their memory', () => {
		const bytes = Buffer.from(new ArrayBuffer(100));
		freeBytes(bytes);
		expect(bytes.buffer.byteLength).toBe(0);
	});

	it('leaves a slice of memory shared with others as it was', () => {
		const whole = Buffer.from('0123456789', 'utf8');
		const slice = whole.subarray(2, 5);
		freeBytes(slice);
		expect(whole.toString('utf8')).toBe('0123456789');
		expect(slice.toString('utf8')).toBe('234');
	});
});
