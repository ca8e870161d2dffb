// Which verification purposes the §8 "proof" calls use; the webAccount extension would add its deletion purposes here.

// Purposes whose code goes to the account a `username` names (send / verify take {username}, not the number): channel.
const BY_USERNAME = Object.freeze({ mobile_forget_password: 'sms', email_forget_password: 'mail' });

// The purposes a call accepts a proof of.
const PROOF_USES = Object.freeze({
  forgetReset: ['mobile_forget_password', 'email_forget_password'],
  changePassword: ['mobile_change_password', 'email_change_password'],
});

// Mail purposes only the "proof" extension knows (SPEC §7 alone answers 1000 for them).
const PROOF_MAIL_PURPOSES = Object.freeze(['email_change_password']);

module.exports = { BY_USERNAME, PROOF_USES, PROOF_MAIL_PURPOSES };
