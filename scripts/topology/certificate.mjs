// A TLS certificate for the proxy's address, made for this run with the
// system's openssl: the test's clients trust it alone, as browsers trust a
// certificate authority's.
import { createHash, X509Certificate } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Writes cert.pem and key.pem into `dir` for the IP `address`; returns their paths, the PEM and its key's SPKI hash. */
export function makeCertificate(dir, address) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=Pawapuri topology test',
      '-addext',
      `subjectAltName=IP:${address}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const pem = readFileSync(cert, 'utf8');
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return { cert, key, pem, spkiHash: createHash('sha256').update(spki).digest('base64') };
}
