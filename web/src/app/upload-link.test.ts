import { describe, expect, it } from 'vitest';
import { extractFiles, multipartBody } from './upload-link';

describe('multipart uploads', () => {
  it('replaces files in the variables with null and maps them to their paths', () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const { clone, files } = extractFiles({ file, note: 'hi', list: [file] });
    expect(clone).toEqual({ file: null, note: 'hi', list: [null] });
    expect(files.get(file)).toEqual(['variables.file', 'variables.list.0']);
  });

  it('builds the operations, map and file parts', async () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const { clone, files } = extractFiles({ file });
    const form = multipartBody(
      { query: 'mutation($file: Upload!) { uploadProfilePhoto(file: $file) { id } }', variables: clone },
      files,
    );
    expect(JSON.parse(String(form.get('operations')))).toMatchObject({ variables: { file: null } });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.file'] });
    expect((form.get('0') as File).name).toBe('me.png');
  });
});
