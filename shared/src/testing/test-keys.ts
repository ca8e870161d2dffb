// A fixed 1024-bit test key pair (test-only, never used outside tests): requests encrypt and mockProvider decrypts.
export const TEST_PUBLIC_KEY_PEM = [
  '-----BEGIN PUBLIC KEY-----',
  'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC3Of5m0NVMBGhVQy7ZqraZaOCq',
  'UgE+JBYNfGwYhSC7XXb2pIeH+GwDHQlxAjLowBwCyxKDyVVqL5GWywhbVvn95I29',
  'gN5WarOG9mApyb7O6sxusQqSWMX6X69lnGyh3aj0MmGvJoR3aHDL/3PW7Zy0HJdc',
  'mpgdA/XdoW8SRzAJHQIDAQAB',
  '-----END PUBLIC KEY-----',
].join('\n');

export const TEST_PRIVATE_KEY_PEM = [
  '-----BEGIN PRIVATE KEY-----',
  'MIICdwIBADANBgkqhkiG9w0BAQEFAASCAmEwggJdAgEAAoGBALc5/mbQ1UwEaFVD',
  'Ltmqtplo4KpSAT4kFg18bBiFILtddvakh4f4bAMdCXECMujAHALLEoPJVWovkZbL',
  'CFtW+f3kjb2A3lZqs4b2YCnJvs7qzG6xCpJYxfpfr2WcbKHdqPQyYa8mhHdocMv/',
  'c9btnLQcl1yamB0D9d2hbxJHMAkdAgMBAAECgYA9yssnNYqZpmrhRlUIh3ApcJtE',
  'FX/hyx280pdJ9avCRJUYPQiQLJGQwzwp5onwwMkxj/bghwfNVdmNt09MLpsEGAzq',
  'ky7gm0O1oktBI3T9qvAy+oycsF325Axojr98GmuhLuQbywSrU+zC//fB7gof1lXM',
  '4qjQJFgQJr5TBzarwQJBAPJXbcM6KhIilWlJTMkKOW8Y4sRe9RTkwMMHci7Np17H',
  'IsIMRxF34DBhotxPpW7VFZoxK+0f//t5VHN/S95jDvUCQQDBjaM0TOlxX2HtE3zb',
  'wVXBl7naSCa3g3XdY1nxzUav/uUrbMuuGN1DmDIvvAsQ+bop16PH4ZNq78z/h+1y',
  'w+iJAkEAvcFfnOJKVvDldQ+EJFbxKeCej4ya8sU7enq2GZfGWhwrRy4955up27hX',
  'wZJLw0DuLVIbRw0rb0lNqzIdwgBmkQJAGSgVnEia1td03OF5iv537O+RgmN6VMPL',
  'X/j3ycvKcjmJA7niR0CIEa8IZtfkAFLU9XdHnEUfafi9BkFehVodMQJBAIMVGNY9',
  'rHJyicg1t67QW4kz87QjlH5r0p/1eWqgYqjoc8LfwDWHXoUwdYh765ucpt8+3PB8',
  'oVND9ZcKd5QPy4o=',
  '-----END PRIVATE KEY-----',
].join('\n');
