// Stands in for axios' HttpStatusCode table (lib/helpers/HttpStatusCode.js): axios itself only hangs it on its default
// export (`axios.HttpStatusCode`, names for status numbers); no code of ours reads it. Reading any name from it says
// what is missing instead of quietly giving undefined.
const HttpStatusCode = new Proxy(
  {},
  {
    get(_target, name) {
      throw new Error(`axios.HttpStatusCode (${String(name)}) is not part of this build: compare the status with its number`);
    },
  },
);

export default HttpStatusCode;
