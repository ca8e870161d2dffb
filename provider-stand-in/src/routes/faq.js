// FAQ types and items, named in the request's language (payload language, else Accept-Language; en fallback).
const { required } = require('../http/fields');

function languageOf(payload, acceptLanguage) {
  const raw = String(payload.language || acceptLanguage || 'en');
  const base = raw.split(/[-_,;]/)[0].toLowerCase();
  return base === 'zh' ? 'zh' : 'en';
}

function faqTypes({ state, payload, acceptLanguage }) {
  const lang = languageOf(payload, acceptLanguage);
  const appId = String(payload.grant_app ?? '');
  return { faqTypes: state.faqTypes.map((t) => ({ id: t.id, version: t.version, appId, name: t.names[lang] })) };
}

function faqs({ state, payload, acceptLanguage }) {
  const lang = languageOf(payload, acceptLanguage);
  const typeId = required(payload, 'typeId');
  const type = state.faqTypes.find((t) => t.id === typeId);
  return { faqs: type ? type.items.map((item) => ({ title: item.title[lang], faq: item.faq[lang] })) : [] };
}

module.exports = [
  { method: 'GET', path: '/open/sdk/faqType', handle: faqTypes },
  { method: 'GET', path: '/open/sdk/faq', handle: faqs },
];
