// Tests build their rows with the seed script's factories, so the data a developer browses is the
// data the tests prove things about.
export { insertPost, type PostSeed } from '../../scripts/factories';
