// The drop-file readers' public face: find, read and describe a caller.
export { readDropFile } from './read.js';
export { findDropFile, dropFileFormatOf } from './find.js';
export { describeCaller } from './describe.js';
export { parseDoorSys } from './door-sys.js';
export { parseDoor32Sys } from './door32-sys.js';
export { parseDorinfoDef } from './dorinfo-def.js';
export { parseChainTxt } from './chain-txt.js';
export { parseBbsdevDrp } from './bbsdev-drp.js';
export type { DropFileOptions, DropFileParser } from './drop-file-lines.js';
