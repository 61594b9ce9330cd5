// The module of 0.1, renamed StoreDisplayText for what it holds: display width, truncation,
// sanitizing and folding, not "the store's texts". An app that imports StoreText still
// builds, with every declaration where it was; import StoreDisplayText instead. This module
// goes in the next minor version.
@_exported import StoreDisplayText
