// Writes the sample shop's 3D model, The Sampler's gift box (an olive box, a cream lid and a
// chartreuse band), as a binary glTF (`images/models/the-sampler.glb`) that model-viewer shows.
// Run once with `npx tsx preview/data/make-model.ts`; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PALETTE } from './make-images';

const OUT = join(dirname(fileURLToPath(import.meta.url)), 'images', 'models', 'the-sampler.glb');

type Vec3 = [number, number, number];
type Axis = 0 | 1 | 2;

/** A box's 24 corners (4 a face, so each face has its own normal) and its 12 triangles. */
function box(min: Vec3, max: Vec3): { positions: number[]; normals: number[]; indices: number[] } {
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  // Each face: its axis, its side, and the two axes it spans (counter-clockwise seen from outside).
  const faces: [axis: Axis, side: 0 | 1, u: Axis, v: Axis][] = [
    [0, 1, 1, 2],
    [0, 0, 2, 1],
    [1, 1, 2, 0],
    [1, 0, 0, 2],
    [2, 1, 0, 1],
    [2, 0, 1, 0],
  ];
  for (const [axis, side, u, v] of faces) {
    const base = positions.length / 3;
    for (const [du, dv] of [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ] as const) {
      const p: Vec3 = [0, 0, 0];
      p[axis] = side ? max[axis] : min[axis];
      p[u] = du ? max[u] : min[u];
      p[v] = dv ? max[v] : min[v];
      positions.push(...p);
      const n: Vec3 = [0, 0, 0];
      n[axis] = side ? 1 : -1;
      normals.push(...n);
    }
    indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  return { positions, normals, indices };
}

const linear = (hex: string): number[] =>
  [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });

const PARTS = [
  { name: 'Box', min: [-0.15, 0, -0.1] as Vec3, max: [0.15, 0.16, 0.1] as Vec3, colour: PALETTE.olive },
  { name: 'Lid', min: [-0.156, 0.15, -0.106] as Vec3, max: [0.156, 0.19, 0.106] as Vec3, colour: PALETTE.cream },
  { name: 'Band', min: [-0.02, -0.001, -0.108] as Vec3, max: [0.02, 0.191, 0.108] as Vec3, colour: PALETTE.chartreuse },
];

/** The glTF JSON and its binary buffer: per part, positions, normals and indices one after another. */
function build(): { json: object; bin: Buffer } {
  const chunks: Buffer[] = [];
  const bufferViews: object[] = [];
  const accessors: object[] = [];
  let offset = 0;
  const add = (data: Buffer, target: number): number => {
    bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: data.length, target });
    chunks.push(data);
    offset += data.length;
    const pad = (4 - (offset % 4)) % 4;
    if (pad) chunks.push(Buffer.alloc(pad));
    offset += pad;
    return bufferViews.length - 1;
  };
  const meshes = PARTS.map((part, i) => {
    const { positions, normals, indices } = box(part.min, part.max);
    const view = (values: number[]) => add(Buffer.from(new Float32Array(values).buffer), 34962);
    accessors.push({ bufferView: view(positions), componentType: 5126, count: positions.length / 3, type: 'VEC3', min: part.min, max: part.max });
    accessors.push({ bufferView: view(normals), componentType: 5126, count: normals.length / 3, type: 'VEC3' });
    accessors.push({ bufferView: add(Buffer.from(new Uint16Array(indices).buffer), 34963), componentType: 5123, count: indices.length, type: 'SCALAR' });
    return { name: part.name, primitives: [{ attributes: { POSITION: i * 3, NORMAL: i * 3 + 1 }, indices: i * 3 + 2, material: i }] };
  });
  const json = {
    asset: { version: '2.0', generator: 'Olivine preview/data/make-model.ts' },
    scene: 0,
    scenes: [{ name: 'The Sampler', nodes: PARTS.map((_, i) => i) }],
    nodes: PARTS.map((part, i) => ({ name: part.name, mesh: i })),
    meshes,
    materials: PARTS.map((part) => ({
      name: part.name,
      pbrMetallicRoughness: { baseColorFactor: [...linear(part.colour), 1], metallicFactor: 0, roughnessFactor: 0.7 },
    })),
    accessors,
    bufferViews,
    buffers: [{ byteLength: offset }],
  };
  return { json, bin: Buffer.concat(chunks) };
}

/** The binary glTF container: a 12-byte header, the JSON chunk (space padded), the BIN chunk. */
export function glb(): Buffer {
  const { json, bin } = build();
  let text = JSON.stringify(json);
  text += ' '.repeat((4 - (Buffer.byteLength(text) % 4)) % 4);
  const jsonChunk = Buffer.from(text);
  const chunk = (type: number, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32LE(data.length, 0);
    head.writeUInt32LE(type, 4);
    return Buffer.concat([head, data]);
  };
  const body = Buffer.concat([chunk(0x4e4f534a, jsonChunk), chunk(0x004e4942, bin)]);
  const header = Buffer.alloc(12);
  header.writeUInt32LE(0x46546c67, 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + body.length, 8);
  return Buffer.concat([header, body]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, glb());
  console.log(`wrote ${OUT}`);
}
