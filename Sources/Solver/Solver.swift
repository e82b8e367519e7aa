// The Solver module will hold the incremental simplex core and the layout
// engine (see DESIGN.md). It has no public API yet: nothing here claims to solve.
