// File helpers the backups share: the time in file names, fsync of a file and of a folder (so a
// rename survives a power loss), and reading errors.
import fs from "node:fs";

/** 2026-11-23T14:30:05.123Z → 20261123T143005Z */
export function timestamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

export function fsyncFile(file: string): void {
  const fd = fs.openSync(file, "r+");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Makes a rename in the folder survive a power loss. */
export function fsyncFolder(dir: string): void {
  let fd: number;
  try {
    fd = fs.openSync(dir, "r");
  } catch {
    return; // Windows cannot open a folder; its renames are journaled by NTFS.
  }
  try {
    fs.fsyncSync(fd);
  } catch {
    // Some file systems refuse to fsync a folder; nothing more can be done there.
  } finally {
    fs.closeSync(fd);
  }
}

export function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
