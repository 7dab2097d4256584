import {
	FieldNames,
	flatJsonObject,
	NOT_FLAT,
} from '../../../../nodes/shared/transport/flatJsonObject';

const read = (text: string, names = new FieldNames()) => {
	const bytes = Buffer.from(text, 'utf8');
	return flatJsonObject(bytes, 0, bytes.length, names);
};

describe('flatJsonObject (a row of plain values read from its bytes)', () => {
	it.each([
		'{}',
		' { } ',
		'{"id":"500036","query":"купить кроссовки 0","frequency":"100","group_id":null}',
		'{ "a" : "b" , "c" : 123456789012345, "d": -7, "e": -0, "f": 0 }',
		'{"t":true,"f":false,"n":null,"":""}',
		'{"a":1,"a":2}',
		'{"b":1,"1":"x","0":"y"}',
		'{"emoji":"😀","accent":"é"}',
	])('reads %j as JSON.parse does', (text) => {
		const value = read(text);
		expect(value).not.toBe(NOT_FLAT);
		expect(value).toEqual(JSON.parse(text));
		expect(Object.keys(value)).toEqual(Object.keys(JSON.parse(text) as object));
		expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
	});

	it('keeps -0 as JSON.parse does', () => {
		expect(Object.is((read('{"a":-0}') as { a: number }).a, -0)).toBe(true);
	});

	it('reads invalid UTF-8 in a value as JSON.parse reads the decoded text', () => {
		const bytes = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xd0, 0x22, 0x7d]);
		expect(flatJsonObject(bytes, 0, bytes.length, new FieldNames())).toEqual(
			JSON.parse(bytes.toString('utf8')),
		);
	});

	it.each([
		'{"a":"x\\"y"}',
		'{"a":1.5}',
		'{"a":1e3}',
		'{"a":1234567890123456}',
		'{"a":{"b":1}}',
		'{"a":[1]}',
		'{"__proto__":{"x":1}}',
		'[1]',
		'"text"',
		'12',
	])('leaves %j, which holds more than plain values, to JSON.parse', (text) => {
		expect(read(text)).toBe(NOT_FLAT);
	});

	it.each([
		'{"a":01}',
		'{"a":-}',
		'{"a":tru}',
		'{"a":nulll}',
		'{"a":1,}',
		'{"a" 1}',
		'{"a":1 "b":2}',
		'{"a":1}}',
		'{"a":1} x',
		'{"a":"\t"}',
		'{',
		'{"a":',
	])('leaves %j, which is not valid JSON, to JSON.parse for its error', (text) => {
		expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
		expect(read(text)).toBe(NOT_FLAT);
	});

	it('reads only the bytes between start and end', () => {
		const bytes = Buffer.from('xx{"a":"1"},{"b":2}', 'utf8');
		expect(flatJsonObject(bytes, 2, 11, new FieldNames())).toEqual({ a: '1' });
	});
});

describe("FieldNames (a page's field names made into strings once)", () => {
	it('gives the same string for the same name at the same place, and a new one when it changes', () => {
		const names = new FieldNames();
		const first = read('{"query":"a","id":"1"}', names) as Record<string, unknown>;
		const second = read('{"query":"b","id":"2"}', names) as Record<string, unknown>;
		expect(Object.keys(first)).toEqual(['query', 'id']);
		expect(Object.keys(second)).toEqual(['query', 'id']);
		const other = read('{"id":"3","queries":"c"}', names) as Record<string, unknown>;
		expect(other).toEqual({ id: '3', queries: 'c' });
	});
});

describe('flatJsonObject against JSON.parse on generated rows', () => {
	/** A fixed-seed generator (mulberry32), so a failure names a row that can be rerun. */
	const generator = (seed: number) => () => {
		seed = (seed + 0x6d2b79f5) | 0;
		let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const pieces = [
		'a',
		'id',
		'Я',
		'é',
		'😀',
		' ',
		'\\"',
		'\\n',
		'\\u0041',
		'\t',
		'0',
		'"',
		':',
		',',
		'{',
		'}',
		'[',
		']',
		'-',
		'.',
		'e',
		'1',
		'9',
		'true',
		'false',
		'null',
		'__proto__',
		'\u007f',
	];
	const values = [
		() => '"x"',
		() => '""',
		() => '0',
		() => '-0',
		() => '12',
		() => '-345',
		() => '007',
		() => '1.5',
		() => '2e3',
		() => '123456789012345',
		() => '1234567890123456',
		() => 'true',
		() => 'false',
		() => 'null',
		() => '{}',
		() => '[1]',
		() => '"Москва \\"центр\\""',
	];

	it('gives what JSON.parse gives, or leaves the row to it, for 3,000 rows valid and broken', () => {
		const random = generator(20261127);
		const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
		const names = new FieldNames();
		for (let row = 0; row < 3000; row++) {
			const fields = Math.floor(random() * 5);
			const parts: string[] = [];
			for (let f = 0; f < fields; f++) {
				const name = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
					pick(['a', 'id', 'Я', 'query', '1', '__proto__', 'b']),
				).join('');
				const value =
					random() < 0.7
						? pick(values)()
						: `"${Array.from({ length: Math.floor(random() * 4) }, () => pick(pieces)).join('')}"`;
				parts.push(`${random() < 0.2 ? ' ' : ''}"${name}"${random() < 0.1 ? ' ' : ''}:${value}`);
			}
			let text = `{${parts.join(',')}}`;
			// A third of the rows are broken at one place: a piece put in, or a character taken out.
			if (random() < 0.33) {
				const at = Math.floor(random() * (text.length + 1));
				text =
					random() < 0.5
						? text.slice(0, at) + pick(pieces) + text.slice(at)
						: text.slice(0, at) + text.slice(at + 1);
			}
			let expected: unknown;
			let fails = false;
			try {
				expected = JSON.parse(text);
			} catch {
				fails = true;
			}
			const value = read(text, names);
			if (fails) {
				expect({ text, value }).toEqual({ text, value: NOT_FLAT });
				continue;
			}
			if (value === NOT_FLAT) continue;
			expect({ text, value }).toEqual({ text, value: expected });
			expect(Object.keys(value)).toEqual(Object.keys(expected as object));
		}
	});
});
