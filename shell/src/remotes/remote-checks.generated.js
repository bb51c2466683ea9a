/* Compiled from the schema of remote.json by tooling/remote-checks-code.js: do not edit. */

exports.isPage = (function () {
const local_0 = /^(?!.*\/\/)\/[^\\]*$/;
const local_1 = /^(?!(?:.*\/)?\.\.(?:\/|$))[\w-]+(?:\/[\w.-]+)*\.\w+$/;
const local_2 = /^(?!(?:.*\/)?\.\.(?:\/|$))[\w-]+(?:\/[\w.-]+)*\.\w+$/;
const local_3 = /^[A-Z]\w*$/;
return function check(value) {
  return (
    (typeof value === 'object' && value !== null && !Array.isArray(value)) &&
    (typeof value['path'] === 'string') &&
    local_0.test(value['path']) &&
    (typeof value['title'] === 'object' && value['title'] !== null && !Array.isArray(value['title'])) &&
    (typeof value['title']['en'] === 'string') &&
    value['title']['en'].length >= 1 &&
    (typeof value['title']['hi'] === 'string') &&
    value['title']['hi'].length >= 1 &&
    (value['heading'] !== undefined ? ((typeof value['heading'] === 'object' && value['heading'] !== null && !Array.isArray(value['heading'])) && (typeof value['heading']['en'] === 'string') && value['heading']['en'].length >= 1 && (typeof value['heading']['hi'] === 'string') && value['heading']['hi'].length >= 1) : true) &&
    (value['essential'] !== undefined ? ((typeof value['essential'] === 'boolean')) : true) &&
    (value['footer'] !== undefined ? ((typeof value['footer'] === 'boolean')) : true) &&
    (value['description'] !== undefined ? ((typeof value['description'] === 'object' && value['description'] !== null && !Array.isArray(value['description'])) && (typeof value['description']['en'] === 'string') && value['description']['en'].length >= 1 && (typeof value['description']['hi'] === 'string') && value['description']['hi'].length >= 1) : true) &&
    (value['image'] !== undefined ? ((typeof value['image'] === 'string') && local_1.test(value['image'])) : true) &&
    (value['artwork'] !== undefined ? ((typeof value['artwork'] === 'string') && local_2.test(value['artwork'])) : true) &&
    (value['keeper'] !== undefined ? ((typeof value['keeper'] === 'boolean')) : true) &&
    (value['place'] !== undefined ? ((typeof value['place'] === 'object' && value['place'] !== null && !Array.isArray(value['place'])) && Array.isArray(value['place']['types']) && value['place']['types'].length >= 1 && ((array) => { for(const value of array) if(!(((typeof value === 'string') && local_3.test(value)))) { return false }; return true; })(value['place']['types']) && (value['place']['name'] !== undefined ? ((typeof value['place']['name'] === 'object' && value['place']['name'] !== null && !Array.isArray(value['place']['name'])) && (typeof value['place']['name']['en'] === 'string') && value['place']['name']['en'].length >= 1 && (typeof value['place']['name']['hi'] === 'string') && value['place']['name']['hi'].length >= 1) : true) && (value['place']['latitude'] !== undefined ? (Number.isFinite(value['place']['latitude']) && value['place']['latitude'] <= 90 && value['place']['latitude'] >= -90) : true) && (value['place']['longitude'] !== undefined ? (Number.isFinite(value['place']['longitude']) && value['place']['longitude'] <= 180 && value['place']['longitude'] >= -180) : true) && (value['place']['coordinatesOf'] !== undefined ? ((((value['place']['coordinatesOf'] === 'place')) || ((value['place']['coordinatesOf'] === 'town')))) : true) && (typeof value['place']['address'] === 'object' && value['place']['address'] !== null && !Array.isArray(value['place']['address'])) && (typeof value['place']['address']['locality'] === 'string') && (typeof value['place']['address']['district'] === 'string') && (typeof value['place']['address']['region'] === 'string') && (typeof value['place']['address']['postalCode'] === 'string') && (typeof value['place']['address']['country'] === 'string')) : true)
  )
}
})();

exports.isNavEntry = (function () {
const local_0 = /^(?!.*\/\/)\/[^\\]*$/;
const local_1 = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
function check_NavEntry(value) {
  return (
    (typeof value === 'object' && value !== null && !Array.isArray(value)) &&
    (typeof value['id'] === 'string') &&
    value['id'].length >= 1 &&
    (typeof value['path'] === 'string') &&
    local_0.test(value['path']) &&
    (value['title'] !== undefined ? ((typeof value['title'] === 'object' && value['title'] !== null && !Array.isArray(value['title'])) && (typeof value['title']['en'] === 'string') && value['title']['en'].length >= 1 && (typeof value['title']['hi'] === 'string') && value['title']['hi'].length >= 1) : true) &&
    (typeof value['icon'] === 'string') &&
    local_1.test(value['icon']) &&
    (value['badge'] !== undefined ? ((((typeof value['badge'] === 'object' && value['badge'] !== null && !Array.isArray(value['badge'])) && (value['badge']['kind'] === 'new')) || ((typeof value['badge'] === 'object' && value['badge'] !== null && !Array.isArray(value['badge'])) && (value['badge']['kind'] === 'count') && Number.isInteger(value['badge']['value'])) || ((typeof value['badge'] === 'object' && value['badge'] !== null && !Array.isArray(value['badge'])) && (value['badge']['kind'] === 'rupee')))) : true) &&
    (value['order'] !== undefined ? (Number.isFinite(value['order'])) : true) &&
    (value['children'] !== undefined ? (Array.isArray(value['children']) && ((array) => { for(const value of array) if(!((check_NavEntry(value)))) { return false }; return true; })(value['children'])) : true)
  )
}
return function check(value) {
  return check_NavEntry(value)
}
})();

exports.isServerBuild = (function () {
const local_0 = /^(?!(?:.*\/)?\.\.(?:\/|$))[\w-]+(?:\/[\w.-]+)*\.\w+$/;
const local_1 = /^(sha256-[A-Za-z0-9+/]{43}=|sha384-[A-Za-z0-9+/]{64}|sha512-[A-Za-z0-9+/]{86}==)$/;
return function check(value) {
  return (
    (typeof value === 'object' && value !== null && !Array.isArray(value)) &&
    (typeof value['path'] === 'string') &&
    local_0.test(value['path']) &&
    (typeof value['integrity'] === 'string') &&
    local_1.test(value['integrity'])
  )
}
})();
