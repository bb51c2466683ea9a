export {
  canonicalJson,
  readPublicKey,
  readPublicKeys,
  signedBytes,
  signPointer,
  verifyPointer,
  withoutSignature,
  type Pointer,
} from './pointer-signature';
export {
  DAY_MS,
  DEFAULT_LIFETIME_MS,
  FRESHNESS_FIELDS,
  LIVE_CHANNEL,
  freshnessOf,
  freshPointer,
  nextSequence,
  sameContent,
  withoutFreshness,
  type Freshness,
} from './pointer-freshness';
export {
  FILE_LIST,
  fileListText,
  isFileListPointer,
  isListed,
  parseFileList,
  type FileList,
  type FileListPointer,
} from './file-list';
export {
  PROVIDED_REMOTE_CONTRACTS,
  SHELL_PROVIDES_FILE,
  incompatibilities,
  isShellProvides,
  lowestVersion,
  satisfies,
  type ShellProvides,
} from './shell-compatibility';
