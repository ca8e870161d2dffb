// The stand-in's crypto: key pair, q decryption, and the Node-side q encryption used by tests.
module.exports = {
  ...require('./key-pair'),
  ...require('./decrypt-q'),
  ...require('./encrypt-q'),
  ...require('./pkcs1-unpad'),
};
