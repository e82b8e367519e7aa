// The DSLSource module will write and read SnapKit-style Swift source (see
// DESIGN.md). It has no public API yet: nothing here claims to convert.
