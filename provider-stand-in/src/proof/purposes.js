// Which verification purposes the §8 calls use: "proof" (forget, change password) and "webAccount" (deletion on the web).

// Purposes whose code goes to the account a `username` names (send / verify take {username}, not the number): channel.
const BY_USERNAME = Object.freeze({ mobile_forget_password: 'sms', email_forget_password: 'mail' });

// webAccount's purposes: the code goes by username too, and its proof stands in for the token in the deletion calls.
const DELETE_BY_USERNAME = Object.freeze({ mobile_delete_account: 'sms', email_delete_account: 'mail' });

// The purposes a call accepts a proof of.
const PROOF_USES = Object.freeze({
  forgetReset: ['mobile_forget_password', 'email_forget_password'],
  changePassword: ['mobile_change_password', 'email_change_password'],
  deletion: Object.keys(DELETE_BY_USERNAME),
});

// Mail purposes only the "proof" extension knows (SPEC §7 alone answers 1000 for them).
const PROOF_MAIL_PURPOSES = Object.freeze(['email_change_password']);

/** The by-username purposes of the extensions the stand-in speaks now: purpose → channel. */
function byUsername(standIn) {
  return {
    ...(standIn.speaks('proof') ? BY_USERNAME : {}),
    ...(standIn.speaks('webAccount') ? DELETE_BY_USERNAME : {}),
  };
}

module.exports = { BY_USERNAME, DELETE_BY_USERNAME, PROOF_USES, PROOF_MAIL_PURPOSES, byUsername };
