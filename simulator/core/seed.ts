import { healthyAuditResults, setAuditWarning } from './audit';
import { DAY, HOUR } from './clock';
import type { Account, Project, QueryGroup, SearchQuery } from './model';
import { mulberry32 } from './random';
import type { SimState } from './state';

/** Credentials of the seeded accounts: printed by `npm run sim`, used by tests and the demo. */
export const SEED = {
	paid: {
		id: 1,
		email: 'demo@seo-tools.test',
		password: 'demo-password-1',
		apiKey: 'sim-paid-4c1e9d7a2b6f4e08',
	},
	free: {
		id: 2,
		email: 'free@seo-tools.test',
		password: 'free-password-2',
		apiKey: 'sim-free-9a3b5c7d1e2f4a6b',
	},
	promo: {
		id: 3,
		email: 'promo@seo-tools.test',
		password: 'promo-password-3',
		apiKey: 'sim-promo-2d4f6a8c0e1b3d5f',
	},
	colleague: {
		id: 4,
		email: 'colleague@seo-tools.test',
		password: 'colleague-password-4',
		apiKey: 'sim-colleague-7e5c3a1f9d8b6042',
	},
	/** Projects of the paid account (the colleague's project 204 is shared with it read-only). */
	projects: { shop: 101, blog: 102, paused: 103, sharedRead: 204, sharedWrite: 205 },
	groups: { general: 1 },
} as const;

export const GENERAL_GROUP: Readonly<QueryGroup> = {
	id: 1,
	name: 'Общая',
	order: 0,
	kind: 'query',
};

const SHOP_PHRASES = [
	'купить кроссовки',
	'кроссовки мужские',
	'кроссовки женские',
	'беговые кроссовки',
	'кеды купить',
	'интернет магазин обуви',
	'обувь со скидкой',
	'ботинки зимние',
	'сапоги женские',
	'туфли мужские',
	'example shop',
	'example shop отзывы',
	'example shop промокод',
	'доставка обуви',
	'размеры обуви таблица',
	'кроссовки для зала',
	'детские кроссовки',
	'кроссовки распродажа',
	'купить кеды недорого',
	'слипоны',
	'мокасины мужские',
	'лоферы женские',
	'угги купить',
	'резиновые сапоги',
	'трекинговые ботинки',
	'сандалии мужские',
	'шлепанцы',
	'уход за обувью',
	'стельки ортопедические',
	'шнурки купить',
];

function account(
	partial: Omit<Account, 'deleted' | 'name' | 'regionId'> & Partial<Account>,
): Account {
	return { deleted: false, name: partial.email.split('@')[0], regionId: 213, ...partial };
}

export function makeProject(
	state: SimState,
	partial: Partial<Project> & Pick<Project, 'id' | 'ownerId' | 'domain'>,
): Project {
	const now = state.clock.now();
	return {
		name: partial.domain,
		mainMirror: `https://${partial.domain}`,
		aliases: '',
		status: '1',
		createdAt: now - 200 * DAY,
		updatedAt: now - 2 * DAY,
		shares: [],
		groups: [{ ...GENERAL_GROUP }],
		queries: [],
		updates: [],
		searchSystems: [
			{ searchEngine: 1, region: 213 },
			{ searchEngine: 2, region: 213 },
		],
		uptimeEnabled: true,
		counterConnected: true,
		auditChecks: ['fast-audit', 'server-response', 'indexed-domains', 'speedtest', 'seo-tags'],
		robotsVersions: [],
		closedUrls: [],
		scores: { internal: 72, behavior: 64, links: 41, summary: 59 },
		checkCost: 0,
		schedule: 'every 3 days at 06:00',
		queryLimit: 5000,
		summaryEvents: [],
		auditResults: healthyAuditResults(partial.domain),
		uptimeIncidents: [],
		favorite: false,
		...partial,
	};
}

function addGroup(
	state: SimState,
	project: Project,
	name: string,
	kind: QueryGroup['kind'] = 'query',
	order = 100,
): QueryGroup {
	const group = { id: state.nextId('group', 1001), name, order, kind };
	project.groups.push(group);
	return group;
}

function addQueries(
	state: SimState,
	project: Project,
	phrases: string[],
	rnd: () => number,
	groupIds: (i: number) => number[],
): void {
	const base = project.createdAt;
	phrases.forEach((phrase, i) => {
		const query: SearchQuery = {
			id: state.nextId('query', 500001),
			phrase,
			url: null,
			frequency: Math.round(50 + rnd() * 20000),
			frequencyType: 'exact',
			groupIds: groupIds(i),
			addedAt: base + i * HOUR,
		};
		project.queries.push(query);
	});
}

/** Position checks every 3 days for 60 days, all finished. */
function addUpdates(state: SimState, project: Project): void {
	const now = state.clock.now();
	const dayStart = now - (now % DAY);
	for (let d = 60; d >= 3; d -= 3) {
		const startedAt = dayStart - d * DAY + 6 * HOUR;
		project.updates.push({
			id: state.nextId('update', 9001),
			startedAt,
			finishedAt: startedAt + 40 * 60_000,
		});
	}
}

export function seed(state: SimState, seedNumber = 42): void {
	const rnd = mulberry32(seedNumber);
	const now = state.clock.now();
	state.accounts.push(
		account({ ...SEED.paid, name: 'Demo Agency', tariff: 'paid', limits: 250_000, balance: 1500 }),
		account({ ...SEED.free, name: 'Free User', tariff: 'free', limits: 500, balance: 0 }),
		account({ ...SEED.promo, name: 'Promo User', tariff: 'promo', limits: 2000, balance: 0 }),
		account({ ...SEED.colleague, name: 'Colleague', tariff: 'paid', limits: 50_000, balance: 300 }),
	);

	const shop = makeProject(state, {
		id: SEED.projects.shop,
		ownerId: SEED.paid.id,
		domain: 'example-shop.ru',
		name: 'Example Shop',
		aliases: 'www.example-shop.ru',
		checkCost: 60,
		uptimeIncidents: [
			{ from: now - 3 * DAY - 2 * HOUR, to: now - 3 * DAY, kind: 'down' },
			{ from: now - 10 * DAY - 5 * HOUR, to: now - 10 * DAY - 4 * HOUR, kind: 'blocked' },
		],
	});
	setAuditWarning(shop, 'server-response', true);
	const brand = addGroup(state, shop, 'Бренд', 'query', 10);
	const catalog = addGroup(state, shop, 'Каталог', 'query', 20);
	addGroup(state, shop, 'Страницы блога', 'url', 30);
	// Queries 10-12 are in two groups (brand and catalog): one row per group in queries/get.
	addQueries(state, shop, SHOP_PHRASES, rnd, (i) =>
		i >= 10 && i <= 12
			? [brand.id, catalog.id]
			: i < 10
				? [catalog.id]
				: i < 20
					? [brand.id]
					: [GENERAL_GROUP.id],
	);
	shop.queries[3].url = 'https://example-shop.ru/running';
	addUpdates(state, shop);
	shop.robotsVersions = [
		{
			id: state.nextId('robots', 7001),
			dt: now - 80 * DAY,
			robots: 'User-agent: *\nDisallow: /admin\nSitemap: https://example-shop.ru/sitemap.xml\n',
		},
		{
			id: state.nextId('robots', 7001),
			dt: now - 40 * DAY,
			robots:
				'User-agent: *\nDisallow: /admin\nDisallow: /cart\nSitemap: https://example-shop.ru/sitemap.xml\n',
		},
		{
			id: state.nextId('robots', 7001),
			dt: now - 5 * DAY,
			robots:
				'User-agent: *\nDisallow: /admin\nDisallow: /cart\nDisallow: /search\nSitemap: https://example-shop.ru/sitemap.xml\n',
		},
	];
	shop.closedUrls = [
		{ url: 'https://example-shop.ru/cart', rule: 'Disallow: /cart', dt: now - 1 * DAY },
		{ url: 'https://example-shop.ru/search?q=boots', rule: 'Disallow: /search', dt: now - 1 * DAY },
		{ url: 'https://example-shop.ru/admin/login', rule: 'Disallow: /admin', dt: now - 1 * DAY },
	];

	const blog = makeProject(state, {
		id: SEED.projects.blog,
		ownerId: SEED.paid.id,
		domain: 'example-blog.ru',
		name: 'Example Blog',
		uptimeEnabled: false,
		counterConnected: false,
		auditChecks: [],
		checkCost: 12,
		scores: { internal: 55, behavior: 48, links: 22, summary: 42 },
	});
	addQueries(state, blog, ['как выбрать кроссовки', 'обзор кроссовок', 'блог о беге'], rnd, () => [
		GENERAL_GROUP.id,
	]);
	addUpdates(state, blog);
	blog.robotsVersions = [
		{ id: state.nextId('robots', 7001), dt: now - 30 * DAY, robots: 'User-agent: *\nAllow: /\n' },
	];

	const paused = makeProject(state, {
		id: SEED.projects.paused,
		ownerId: SEED.paid.id,
		domain: 'old-landing.ru',
		name: 'Old Landing',
		status: '0',
		uptimeEnabled: false,
		checkCost: 5,
	});

	const sharedRead = makeProject(state, {
		id: SEED.projects.sharedRead,
		ownerId: SEED.colleague.id,
		domain: 'partner-store.ru',
		name: 'Partner Store',
		shares: [{ accountId: SEED.paid.id, role: 'read' }],
		checkCost: 30,
	});
	addQueries(state, sharedRead, ['partner store', 'партнерский магазин'], rnd, () => [
		GENERAL_GROUP.id,
	]);
	addUpdates(state, sharedRead);

	const sharedWrite = makeProject(state, {
		id: SEED.projects.sharedWrite,
		ownerId: SEED.colleague.id,
		domain: 'agency-client.ru',
		name: 'Agency Client',
		shares: [{ accountId: SEED.paid.id, role: 'write' }],
		checkCost: 25,
	});
	addGroup(state, sharedWrite, 'Услуги');
	addUpdates(state, sharedWrite);

	state.projects.push(shop, blog, paused, sharedRead, sharedWrite);
}
