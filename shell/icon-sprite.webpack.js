/**
 * index.html's settings: the icon sprite it carries at the end of <body>
 * (tooling/icon-sprite.js), drawn from the icons the shell lists.
 */
const { iconSprite } = require('../tooling/icon-sprite');
const { navigation, layout } = require('./src/icons/icon-names.json');

module.exports = function iconSpriteHtmlOptions() {
  return { iconSprite: iconSprite([...navigation, ...layout]) };
};
