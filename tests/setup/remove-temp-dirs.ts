// Vitest setup file: the folders a test file made with tempDir() go when the file ends. Registered
// before the file's own hooks, this afterAll runs after them (hooks run as a stack), once its servers have closed.
import { afterAll } from 'vitest';
import { removeTempDirs } from '../helpers/temp-dir';

afterAll(removeTempDirs);
