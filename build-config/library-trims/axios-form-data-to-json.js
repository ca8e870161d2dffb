// Stands in for axios' FormData → JSON converter (lib/helpers/formDataToJSON.js): axios runs it only for a FormData
// body sent with a JSON content type, and for axios.formToJSON. We send JSON objects, forms and FormData as they are.
export default function formDataToJSON() {
  throw new Error('axios formDataToJSON (a FormData body sent as JSON, axios.formToJSON) is not part of this build');
}
