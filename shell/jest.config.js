module.exports = require('../tooling/jest.web.js')(__dirname);
