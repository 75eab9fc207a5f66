// The checkout's CSS ships inside its scripts (style-loader) and counts against the payer's
// first-load budget (scripts/first-load-budget.mjs): its comments and layout whitespace go before
// css-loader sees it. postcss parses it, so values and selectors are left exactly as written.
const postcss = require('postcss');

const compact = (root) => {
  root.walkComments((comment) => comment.remove());
  root.walk((node) => {
    node.raws.before = '';
    node.raws.after = '';
    if (node.type === 'decl') node.raws.between = ':';
    else if (node.type === 'rule' || node.type === 'atrule') {
      node.raws.between = node.type === 'atrule' && node.params ? ' ' : '';
      node.raws.semicolon = false;
      if (node.type === 'atrule') node.raws.afterName = ' ';
    }
  });
  root.raws.after = '';
};

module.exports = function cssCompactLoader(source) {
  const done = this.async();
  postcss([compact])
    .process(source, { from: this.resourcePath })
    .then((result) => done(null, result.css), done);
};
