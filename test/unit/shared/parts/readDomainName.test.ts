import { readDomainName } from '../../../../nodes/shared/parts/readDomainName';

const ascii = (typed: string) => {
	const reading = readDomainName(typed);
	if (!reading.ok) throw new Error(`refused "${typed}": ${reading.rule}`);
	return reading.ascii;
};
const rule = (typed: string) => {
	const reading = readDomainName(typed);
	if (reading.ok) throw new Error(`accepted "${typed}" as ${reading.ascii}`);
	return reading.rule;
};

describe('readDomainName: domains as users type them', () => {
	it.each([
		['example.com', 'example.com'],
		['Example.COM', 'example.com'],
		['example.com.', 'example.com'],
		['www.example.com', 'example.com'],
		['WWW.Example.com', 'example.com'],
		['https://www.example.com/path/page?x=1#top', 'example.com'],
		['http://user:secret@shop.example.com:8080/', 'shop.example.com'],
		['//example.com/x', 'example.com'],
		['  example.com  ', 'example.com'],
		['sub.www.example.com', 'sub.www.example.com'],
		['www.рф', 'www.xn--p1ai'],
		['xn--80aairftm.xn--p1ai', 'xn--80aairftm.xn--p1ai'],
		['a-b.example', 'a-b.example'],
		['ｅｘａｍｐｌｅ。com', 'example.com'],
	])('%s → %s', (typed, expected) => {
		expect(ascii(typed)).toBe(expected);
	});

	// Published forms: the IANA IDN test domain and .рф as registries list them.
	it.each([
		['магазин.рф', 'xn--80aairftm.xn--p1ai'],
		['Пример.Испытание', 'xn--e1afmkfd.xn--80akhbyknj4f'],
		['пример.испытание', 'xn--e1afmkfd.xn--80akhbyknj4f'],
		['https://Магазин.РФ/каталог?page=2', 'xn--80aairftm.xn--p1ai'],
		['www.магазин.рф.', 'xn--80aairftm.xn--p1ai'],
	])('internationalised: %s → %s', (typed, expected) => {
		expect(ascii(typed)).toBe(expected);
	});

	it('keeps the typed form, lower case, for people to read', () => {
		expect(readDomainName('https://www.Магазин.РФ/')).toEqual({
			ok: true,
			ascii: 'xn--80aairftm.xn--p1ai',
			unicode: 'магазин.рф',
		});
	});

	// RFC 3492 section 7.1 sample strings (case of basic letters folded, as in a domain).
	it.each([
		['他们为什么不说中文', 'ihqwcrb4cv8a8dqg056pqjye'],
		['他們爲什麽不說中文', 'ihqwctvzc91f659drss3x8bo0yb'],
		['למההםפשוטלאמדבריםעברית', '4dbcagdahymbxekheh6e0a7fei0b'],
		['यहलोगहिन्दीक्योंनहींबोलसकतेहैं', 'i1baa7eci9glrd9b2ae1bj0hfcgg6iyaf8o0a1dig0cd'],
		['なぜみんな日本語を話してくれないのか', 'n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa'],
		['почемужеонинеговорятпорусски', 'b1abfaaepdrnnbgefbadotcwatmq2g4l'],
		['PorquénopuedensimplementehablarenEspañol', 'porqunopuedensimplementehablarenespaol-fmd56a'],
		['TạisaohọkhôngthểchỉnóitiếngViệt', 'tisaohkhngthchnitingvit-kjcr8268qyxafd2f1b9g'],
	])('RFC 3492: %s → xn--%s', (label, punycode) => {
		expect(ascii(`${label}.test`)).toBe(`xn--${punycode}.test`);
	});

	it.each([
		['', /empty/],
		['   ', /empty/],
		['shop..example.test', /empty label/],
		['.example.com', /empty label/],
		['example.com..', /empty label/],
		['my shop.ru', /space/],
		['com', /single label/],
		['рф', /single label/],
		['https://localhost:3000/', /single label/],
		['-shop.example', /hyphen \("-shop"\)/],
		['shop-.example', /hyphen \("shop-"\)/],
		['example.-com', /hyphen/],
		['my_site.com', /"_"/],
		['shop!.ru', /"!"/],
		['192.168.0.1', /IP address/],
		['http://', /no domain/],
		[`${'a'.repeat(64)}.com`, /longer than 63/],
		[`${'д'.repeat(60)}.рф`, /longer than 63.*as sent/],
		[`${'abcdefghi.'.repeat(26)}com`, /longer than 253/],
	])('refuses %j', (typed, expected) => {
		expect(rule(typed)).toMatch(expected);
	});

	it('accepts a label of exactly 63 characters', () => {
		expect(ascii(`${'a'.repeat(63)}.com`)).toBe(`${'a'.repeat(63)}.com`);
	});
});
