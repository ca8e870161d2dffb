// --extensions at process start: a comma list, `none` for SPEC §7 alone, absent for every implemented extension.
const { extensionsFromArgs } = require('./extensions');

describe('extensionsFromArgs', () => {
  it('reads the list in either form, none, or the default', () => {
    expect(extensionsFromArgs(['--port', '3100'])).toEqual(['proof', 'webAccount', 'dataExport']);
    expect(extensionsFromArgs(['--extensions', 'webAccount,dataExport'])).toEqual(['webAccount', 'dataExport']);
    expect(extensionsFromArgs(['--extensions', 'none'])).toEqual([]);
    expect(extensionsFromArgs(['--extensions=proof'])).toEqual(['proof']);
    expect(extensionsFromArgs(['--extensions', ' proof , proof'])).toEqual(['proof']);
  });

  it('refuses an empty value and an extension the stand-in does not implement', () => {
    expect(() => extensionsFromArgs(['--extensions'])).toThrow('none');
    expect(() => extensionsFromArgs(['--extensions='])).toThrow('none');
    expect(() => extensionsFromArgs(['--extensions', 'proof,magic'])).toThrow('magic');
  });
});
