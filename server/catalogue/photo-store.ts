// Where the uploaded photos' files live (docs/decisions/019, 046). A file's name is the path under
// /uploads ("products/0123456789abcdef-640.webp"): made from a hash of the upload, so a name never
// changes content and any copy of it is as good as the original.
// - SQLite (one machine): the UPLOADS_DIR folder, as always.
// - PostgreSQL (one or several machines): the upload_files table, so every machine behind a load
//   balancer serves every photo and one database backup holds them. UPLOADS_DIR is then this
//   machine's cache of them: a photo read from the database once is written there and served from
//   the disk afterwards, with no database round trip; the machine that took the upload fills its
//   cache as it stores it.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/database";

export const PHOTO_TYPES = { webp: "image/webp", avif: "image/avif" } as const;
type Format = keyof typeof PHOTO_TYPES;

/** A name the uploader makes: kind, 16 hex digits of the content hash, width, format. */
export const PHOTO_NAME = /^(products|bundles|storefront)\/([0-9a-f]{16}-\d{1,4})\.(webp|avif)$/;

export interface PhotoFile {
  name: string;
  data: Uint8Array;
}

export interface PhotoStore {
  /** Whether every one of these files is stored (the same upload again stores nothing). */
  hasAll(names: string[]): Promise<boolean>;
  /** Stores the files of one upload; they are all readable, on every machine, once this resolves. */
  put(files: PhotoFile[]): Promise<void>;
  /** A stored file's bytes, or null. */
  get(name: string): Promise<Uint8Array | null>;
}

export function createPhotoStore(db: Db, uploadsDir: string): PhotoStore {
  return db.engine === "postgres" ? databasePhotos(db, uploadsDir) : folderPhotos(uploadsDir);
}

const formatOf = (name: string): Format => (name.endsWith(".avif") ? "avif" : "webp");

function folderPhotos(dir: string): PhotoStore {
  return {
    hasAll: async (names) => (await Promise.all(names.map((name) => exists(path.join(dir, name))))).every(Boolean),
    async put(files) {
      await writeFiles(dir, files);
    },
    get: (name) => readFile(dir, name),
  };
}

function databasePhotos(db: Db, cacheDir: string): PhotoStore {
  return {
    async hasAll(names) {
      if (names.length === 0) return true;
      const row = await db.kysely
        .selectFrom("upload_files")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("name", "in", names)
        .executeTakeFirstOrThrow();
      return Number(row.n) === names.length;
    },
    async put(files) {
      const createdAt = new Date().toISOString();
      // One statement: the upload's files are all there or none are; a retry of the same upload
      // (or the same photo for another perfume) finds its rows and adds nothing.
      await db.kysely
        .insertInto("upload_files")
        .values(
          files.map((f) => ({ name: f.name, content_type: PHOTO_TYPES[formatOf(f.name)], data: f.data, created_at: createdAt })),
        )
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      // This machine serves them from its disk from now on. A cache that cannot be written (a
      // full or read-only disk) costs a database read per request, never the upload.
      await writeFiles(cacheDir, files).catch(() => {});
    },
    async get(name) {
      const cached = await readFile(cacheDir, name);
      if (cached) return cached;
      const row = await db.kysely.selectFrom("upload_files").select("data").where("name", "=", name).executeTakeFirst();
      if (!row) return null;
      const data = new Uint8Array(row.data);
      await writeFiles(cacheDir, [{ name, data }], { sync: false }).catch(() => {});
      return data;
    },
  };
}

const readFile = (dir: string, name: string) =>
  fs.readFile(path.join(dir, name)).then(
    (data): Uint8Array | null => (data.length > 0 ? data : null),
    () => null,
  );

const exists = (file: string) =>
  fs.stat(file).then(
    (s) => s.isFile() && s.size > 0,
    () => false,
  );

/** Each file written in full under its real name, and the renames on the disk, before this resolves. */
async function writeFiles(dir: string, files: PhotoFile[], options: { sync: boolean } = { sync: true }) {
  const folders = new Set<string>();
  for (const file of files) {
    const target = path.join(dir, file.name);
    folders.add(path.dirname(target));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await writeOnce(target, file.data, options.sync);
  }
  if (options.sync) for (const folder of folders) await syncFolder(folder);
}

/**
 * Written (and flushed) under a temporary name, then renamed: a crash or a power cut never leaves
 * half a file under the real name, which is served as it is.
 */
async function writeOnce(file: string, data: Uint8Array, sync: boolean) {
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    const handle = await fs.open(temporary, "wx");
    try {
      await handle.writeFile(data);
      if (sync) await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** The renames themselves reach the disk before the database names the files. */
async function syncFolder(folder: string) {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(folder, "r");
    await handle.sync();
  } catch {
    // Some systems (Windows) cannot open or sync a folder; the files themselves are synced.
  } finally {
    await handle?.close();
  }
}

/**
 * Copies the photos in an UPLOADS_DIR folder into the database (`npm run uploads:to-database`, when
 * a shop moves from one machine's folder to PostgreSQL). Only names the uploader makes are taken;
 * a name already in the database is left as it is, so running it twice, or while the shop takes
 * uploads, is harmless. The folder is left in place (it becomes this machine's cache).
 */
export async function copyFolderToDatabase(db: Db, dir: string): Promise<{ copied: number; present: number; ignored: number }> {
  if (db.engine !== "postgres") throw new Error("The photos stay in UPLOADS_DIR on SQLite: DATABASE_URL must be PostgreSQL.");
  const counts = { copied: 0, present: 0, ignored: 0 };
  for (const kind of ["products", "bundles", "storefront"]) {
    const entries = await fs.readdir(path.join(dir, kind)).catch(() => [] as string[]);
    for (const entry of entries.sort()) {
      const name = `${kind}/${entry}`;
      const data = PHOTO_NAME.test(name) ? await readFile(dir, name) : null;
      if (!data) {
        counts.ignored += 1;
        continue;
      }
      const added = await db.kysely
        .insertInto("upload_files")
        .values({ name, content_type: PHOTO_TYPES[formatOf(name)], data, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column("name").doNothing())
        .executeTakeFirst();
      if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) counts.copied += 1;
      else counts.present += 1;
    }
  }
  return counts;
}
