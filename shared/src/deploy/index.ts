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
