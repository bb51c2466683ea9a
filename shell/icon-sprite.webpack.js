/**
 * The shell's icon sprite (tooling/icon-sprite.js): written next to
 * index.html, and its address compiled into the browser and server builds
 * as __ICON_SPRITE__, so both render the same <use href>.
 */
const { DefinePlugin } = require('webpack');
const { EmitFilesPlugin } = require('../tooling/emit-files-plugin');
const { iconSprite } = require('../tooling/icon-sprite');
const { PAGE_PUBLIC_PATH } = require('../tooling/webpack.base');
const { navigation, layout } = require('./src/icons/icon-names.json');

const SPRITE = iconSprite([...navigation, ...layout]);

function spriteAddress() {
  return new DefinePlugin({ __ICON_SPRITE__: JSON.stringify(`${PAGE_PUBLIC_PATH}${SPRITE.file}`) });
}

function iconSpritePlugins() {
  return [
    spriteAddress(),
    new EmitFilesPlugin('pawapuri-icon-sprite', () => ({ [SPRITE.file]: SPRITE.svg })),
  ];
}

module.exports = Object.assign(iconSpritePlugins, { spriteAddress });
