/**
 * Office documents (decision 045). Word, PowerPoint and Excel files of either generation are taken only
 * without macros: the macro-enabled formats (docm, pptm, xlsm…) are refused by their content type, and a
 * file carrying a VBA project under another name is refused too. An Office Open XML file must be a whole
 * ZIP archive (its central directory found at the end and naming every entry where it is), so nothing
 * rides after or before it.
 */

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** A VBA project, as Office saves macros in an Office Open XML package. */
const VBA_PROJECT_PART = /(?:^|\/)vbaProject\.bin$/i;

/** The ZIP archive's entry names, or null unless its central directory is whole and every entry is found. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  // The end-of-directory record: its comment must reach exactly to the end of the file.
  let end = -1;
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 22 - 0xffff); offset--) {
    if (
      bytes.readUInt32LE(offset) === END_OF_DIRECTORY &&
      offset + 22 + bytes.readUInt16LE(offset + 20) === bytes.length
    ) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  let entries = bytes.readUInt16LE(end + 10);
  let directorySize = bytes.readUInt32LE(end + 12);
  let directoryOffset = bytes.readUInt32LE(end + 16);
  let directoryLimit = end;
  if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    const locator = end - 20;
    if (locator < 0 || bytes.readUInt32LE(locator) !== ZIP64_LOCATOR) return null;
    const record = Number(bytes.readBigUInt64LE(locator + 8));
    if (record + 56 > locator || bytes.readUInt32LE(record) !== ZIP64_END_OF_DIRECTORY) return null;
    entries = Number(bytes.readBigUInt64LE(record + 32));
    directorySize = Number(bytes.readBigUInt64LE(record + 40));
    directoryOffset = Number(bytes.readBigUInt64LE(record + 48));
    directoryLimit = record;
  }
  if (directoryOffset + directorySize > directoryLimit) return null;
  const names: string[] = [];
  let offset = directoryOffset;
  while (offset < directoryOffset + directorySize) {
    if (offset + 46 > directoryLimit || bytes.readUInt32LE(offset) !== DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const recordLength = 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
    const localHeader = bytes.readUInt32LE(offset + 42);
    // A local header the directory points at must be there (an offset kept in the ZIP64 extra is not read).
    if (localHeader !== 0xffffffff) {
      if (localHeader + 30 > directoryOffset || bytes.readUInt32LE(localHeader) !== LOCAL_HEADER) return null;
    }
    names.push(bytes.toString("utf8", offset + 46, offset + 46 + nameLength));
    offset += recordLength;
  }
  if (offset !== directoryOffset + directorySize || names.length !== entries) return null;
  return names;
}

/** An Office Open XML document (docx, pptx, xlsx) that is a whole ZIP archive without a VBA project. */
export function isOfficeOpenXmlWithoutMacros(bytes: Buffer): boolean {
  const names = zipEntryNames(bytes);
  return names !== null && !names.some((name) => VBA_PROJECT_PART.test(name));
}

/** Compound File storages and streams that hold a VBA project (Word's "Macros", Excel's "_VBA_PROJECT_CUR"). */
const LEGACY_MACRO_ENTRIES = [Buffer.from("_VBA_PROJECT", "utf16le"), Buffer.from("Macros\u0000", "utf16le")];

/** Whether a legacy (Compound File) Office document names a VBA project in its directory. */
export function legacyOfficeHasMacros(bytes: Buffer): boolean {
  return LEGACY_MACRO_ENTRIES.some((entry) => bytes.includes(entry));
}
