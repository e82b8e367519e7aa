import Constraints

/// What an input's document says of its views beside their constraints, for
/// a layout's report: the scene's name and id, each view's id in the document
/// (an Interface Builder object id), and the frames the document stored for
/// views whose frame follows from constraints, which the layout is compared with.
public struct LayoutAnnotations {
    /// The scene's name, shown above its frames when a document has several.
    public var title: String?
    /// The scene's id in its document.
    public var sceneID: String?
    /// Each view's id in its document.
    public var ids: [ObjectIdentifier: String]
    /// The frames the document stored (relative to the superview), for the views to compare.
    public var storedFrames: [ObjectIdentifier: LayoutRect]
    /// Each view's class, as a console log prints it (`UILabel`, `ProfileCell`), where the input says.
    public var classNames: [ObjectIdentifier: String] = [:]
    /// The views whose subviews' frames the document measures from their bottom left, as AppKit does
    /// (from the top left otherwise): their subviews' frames are reported, and compared, so.
    public var bottomLeftOrigins: Set<ObjectIdentifier> = []

    public init(
        title: String? = nil, sceneID: String? = nil, ids: [ObjectIdentifier: String] = [:], storedFrames: [ObjectIdentifier: LayoutRect] = [:]
    ) {
        self.title = title
        self.sceneID = sceneID
        self.ids = ids
        self.storedFrames = storedFrames
    }
}

extension LayoutRect {
    /// Whether every edge of the two is within half a point: what Xcode's canvas shows as the same frame.
    func isClose(to other: LayoutRect) -> Bool {
        abs(x - other.x) <= 0.5 && abs(y - other.y) <= 0.5 && abs(width - other.width) <= 0.5 && abs(height - other.height) <= 0.5
    }
}
