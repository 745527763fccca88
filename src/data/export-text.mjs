// @ts-check
// How every reader of the export turns a file's bytes into text: UTF-8, without the byte-order mark that
// Windows tools (Notepad, Excel's "UTF-8 CSV/JSON" savers, PowerShell's Out-File) put first. JSON.parse
// refuses a text that starts with U+FEFF, so a reader that forgot it failed on such an export while the
// validation (which strips it) had passed it.

/**
 * The text without its leading byte-order mark.
 * @param {string} text
 * @returns {string}
 */
export function withoutByteOrderMark(text) {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Parses an export file's JSON text, byte-order mark or not.
 * @param {string} text
 * @returns {unknown}
 */
export function parseExportJson(text) {
  return JSON.parse(withoutByteOrderMark(text));
}
