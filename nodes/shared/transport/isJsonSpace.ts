/** JSON's four whitespace bytes: space, line feed, carriage return, tab. */
export const isJsonSpace = (byte: number) =>
	byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
