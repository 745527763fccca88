// A file or folder whose name starts with a dot (".secret", ".DS_Store", ".git/config", ".env") is
// never part of what an export publishes: it is an editor's, an operating system's or a tool's
// leftover, and may hold what no visitor should read.

/**
 * Whether a relative path (separated by "/" or "\") names a hidden file or lies inside a hidden
 * folder at any depth. The empty path (the folder itself) is not hidden.
 */
export function isHiddenPath(relativePath: string): boolean {
  return relativePath.split(/[/\\]/).some((name) => name.startsWith('.'));
}
