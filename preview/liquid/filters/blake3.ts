// BLAKE3 (default hash mode, 32-byte output) from the public specification, for the `blake3`
// filter: Node's crypto has no BLAKE3 and no hashing package is a dependency. The one export,
// `blake3Hex`, is the seam: a package such as @noble/hashes (`blake3`) can replace this file.

const IV = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
const MSG_PERMUTATION = [2, 6, 3, 10, 7, 0, 4, 13, 1, 11, 12, 5, 9, 14, 15, 8];
const CHUNK_START = 1, CHUNK_END = 2, PARENT = 4, ROOT = 8;
const BLOCK_LEN = 64, CHUNK_LEN = 1024;

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));

function g(s: Uint32Array, a: number, b: number, c: number, d: number, mx: number, my: number): void {
  let va = s[a]!, vb = s[b]!, vc = s[c]!, vd = s[d]!;
  va = (va + vb + mx) | 0; vd = rotr(vd ^ va, 16);
  vc = (vc + vd) | 0; vb = rotr(vb ^ vc, 12);
  va = (va + vb + my) | 0; vd = rotr(vd ^ va, 8);
  vc = (vc + vd) | 0; vb = rotr(vb ^ vc, 7);
  s[a] = va; s[b] = vb; s[c] = vc; s[d] = vd;
}

/** The compression function; returns the first 8 words (all a 32-byte hash needs). */
function compress(cv: Uint32Array, block: Uint32Array, counter: number, blockLen: number, flags: number): Uint32Array {
  const s = new Uint32Array([...cv, IV[0]!, IV[1]!, IV[2]!, IV[3]!, counter >>> 0, Math.floor(counter / 0x100000000), blockLen, flags]);
  let m = block;
  for (let round = 0; round < 7; round++) {
    g(s, 0, 4, 8, 12, m[0]!, m[1]!); g(s, 1, 5, 9, 13, m[2]!, m[3]!);
    g(s, 2, 6, 10, 14, m[4]!, m[5]!); g(s, 3, 7, 11, 15, m[6]!, m[7]!);
    g(s, 0, 5, 10, 15, m[8]!, m[9]!); g(s, 1, 6, 11, 12, m[10]!, m[11]!);
    g(s, 2, 7, 8, 13, m[12]!, m[13]!); g(s, 3, 4, 9, 14, m[14]!, m[15]!);
    const next = new Uint32Array(16);
    for (let i = 0; i < 16; i++) next[i] = m[MSG_PERMUTATION[i]!]!;
    m = next;
  }
  const out = new Uint32Array(8);
  for (let i = 0; i < 8; i++) out[i] = s[i]! ^ s[i + 8]!;
  return out;
}

function wordsOf(bytes: Uint8Array): Uint32Array {
  const padded = new Uint8Array(BLOCK_LEN);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  const words = new Uint32Array(16);
  for (let i = 0; i < 16; i++) words[i] = view.getUint32(i * 4, true);
  return words;
}

/** A chunk's last block, kept uncompressed so the caller can add ROOT when it is the only chunk. */
interface Output { cv: Uint32Array; block: Uint32Array; counter: number; blockLen: number; flags: number }

function chunkOutput(chunk: Uint8Array, counter: number): Output {
  let cv: Uint32Array = IV;
  const blocks = Math.max(1, Math.ceil(chunk.length / BLOCK_LEN));
  for (let i = 0; i < blocks - 1; i++) {
    const flags = i === 0 ? CHUNK_START : 0;
    cv = compress(cv, wordsOf(chunk.subarray(i * BLOCK_LEN, (i + 1) * BLOCK_LEN)), counter, BLOCK_LEN, flags);
  }
  const last = chunk.subarray((blocks - 1) * BLOCK_LEN);
  return { cv, block: wordsOf(last), counter, blockLen: last.length, flags: CHUNK_END | (blocks === 1 ? CHUNK_START : 0) };
}

const chainingValue = (o: Output): Uint32Array => compress(o.cv, o.block, o.counter, o.blockLen, o.flags);
const parentOutput = (left: Uint32Array, right: Uint32Array): Output =>
  ({ cv: IV, block: new Uint32Array([...left, ...right]), counter: 0, blockLen: BLOCK_LEN, flags: PARENT });

/** Hex digest of a string's UTF-8 bytes (or of raw bytes). */
export function blake3Hex(input: string | Uint8Array): string {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  const chunkCount = Math.max(1, Math.ceil(bytes.length / CHUNK_LEN));
  const stack: Uint32Array[] = [];
  let output = chunkOutput(bytes.subarray(0, CHUNK_LEN), 0);
  for (let i = 1; i < chunkCount; i++) {
    // Merge completed subtrees: the number of trailing zero bits of the chunk count says how many.
    let cv = chainingValue(output);
    let total = i;
    while ((total & 1) === 0) {
      cv = chainingValue(parentOutput(stack.pop()!, cv));
      total >>= 1;
    }
    stack.push(cv);
    output = chunkOutput(bytes.subarray(i * CHUNK_LEN, (i + 1) * CHUNK_LEN), i);
  }
  while (stack.length) output = parentOutput(stack.pop()!, chainingValue(output));
  const words = compress(output.cv, output.block, output.counter, output.blockLen, output.flags | ROOT);
  let hex = '';
  for (const w of words) for (let b = 0; b < 4; b++) hex += ((w >>> (8 * b)) & 0xff).toString(16).padStart(2, '0');
  return hex;
}
