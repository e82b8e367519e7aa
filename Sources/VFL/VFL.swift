// The VFL module will hold the Visual Format Language parser and printer (see
// DESIGN.md). It has no public API yet: nothing here claims to parse.
