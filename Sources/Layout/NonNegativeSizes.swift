/// When the engine holds every view's (and custom guide's) width and height
/// at 0 or more. UIKit's and AppKit's engine always do, without a constraint
/// anyone can see: a label pinned 16 points inside both sides of a container
/// 0 wide cannot hold (the conflict UIKit logs lists the two pins and the
/// container's width, nothing else), and Xcode stores a view squeezed past
/// nothing 0 tall, breaking another constraint, where an engine without the
/// floor makes it -5 tall (Loop's progress bars, build 21701).
package enum NonNegativeSizes: Sendable {
    /// From the start: a search that takes rules out one at a time and tries
    /// them again needs the floors in before it starts.
    case always
    /// Once a solution without them gives a negative size; the engine then
    /// builds the layout again with them. A solution without the floors whose
    /// sizes are all 0 or more is a solution with them, so a layout is only
    /// solved twice where the floors change it; and where a layout is
    /// ambiguous, the choice among its solutions stays what it was.
    case whenNeeded
    /// Never: sizes may go below 0. For a check of constraints against one
    /// another, not against a container of a given size.
    case never
}
