/** The public surface of the blocks feature: other features and the app import only from here. */
export { MyBlocksDocument, MyMutesDocument } from './api/my-blocks';
export { BlockMuteButtons, type BlockableMember } from './block-mute-buttons';
export { useBlockActions, type BlockAction } from './use-block-actions';
