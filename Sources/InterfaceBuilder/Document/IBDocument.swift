@_spi(Readers) import Constraints

/// An Interface Builder document read into its parts: what kind of document
/// it is, the device and traits it was designed for, and its scenes (each
/// top-level view of a xib, each view controller of a storyboard), with the
/// diagnostics of what could not be read.
public struct IBDocument {
    /// A xib or a storyboard.
    public enum Kind: String, Sendable {
        case xib
        case storyboard
    }

    /// The UI framework the document is for.
    public enum Platform: String, Sendable {
        /// UIKit: iOS, iPadOS, tvOS.
        case cocoaTouch
        /// AppKit: macOS.
        case cocoa
    }

    public let file: String?
    public let kind: Kind
    public let platform: Platform
    /// `toolsVersion` (the Xcode build that saved it), as written.
    public let toolsVersion: String?
    /// The Xcode build that saved it as a number (`toolsVersion`'s first part, or the plug-in's where that is a placeholder).
    public let toolsBuild: Int?
    /// The build whose AppKit controls the stored frames show: `toolsBuild`, or the last before Xcode 26 where
    /// Xcode 26 saved controls an older macOS drew (see `IBControlsDrawing`); a scene whose own controls tell
    /// otherwise has its own (`IBControlsDrawing.build(of:in:)`).
    public let controlsBuild: Int?
    /// The device the document is shown on (its `<device>`, or what older documents simulate).
    public let device: IBDevice
    /// Whether the document uses Auto Layout at all (`useAutolayout`).
    public let usesAutoLayout: Bool
    /// Whether root views have a safe area (`useSafeAreas`), else legacy top and bottom layout guides.
    public let usesSafeAreas: Bool
    /// Whether size classes apply (`useTraitCollections`).
    public let usesTraitCollections: Bool
    /// Whether the document is an app's launch screen (`launchScreen="YES"`), whose view the system shows as a
    /// view controller's.
    public let isLaunchScreen: Bool
    public let scenes: [IBScene]
    /// What could not be read, or is not applied (a placeholder constraint), each at its element.
    public let diagnostics: [Diagnostic]
    /// Where the text's lines start, to place diagnostics.
    let lines: LineTable

    /// `message` about the element at `range` of this document, as a diagnostic at its line and column.
    public func diagnostic(_ message: IBMessage, at range: Range<Int>?) -> Diagnostic {
        Diagnostic(message, at: range.map { lines.sourceRange($0, file: file) })
    }

    /// The scenes `name` names: by scene, view controller or root view id, or by name
    /// (a controller's class, a root view's outlet or label); every scene when `nil`.
    public func scenes(named name: String?) -> [IBScene] {
        guard let name else { return scenes }
        return scenes.filter { scene in
            [scene.id, scene.controllerID, scene.root.id, scene.name, scene.controllerClass, scene.root.name].contains(name)
        }
    }

    /// The bytes `range` of the document as a range of lines and columns of its file.
    public func sourceRange(_ range: Range<Int>) -> SourceRange {
        lines.sourceRange(range, file: file)
    }

    /// The line and column of the byte `offset`.
    public func location(of offset: Int) -> SourceLocation {
        lines.location(of: offset)
    }
}

/// One screen of a document: a view controller and its root view, or a
/// top-level view of a xib.
public struct IBScene {
    /// The scene's id (`sceneID`), or the top-level view's id in a xib.
    public let id: String
    /// A name a person recognises: the view controller's class or label, else the root view's name.
    public let name: String
    /// The view controller's id and class, when the scene has one.
    public let controllerID: String?
    public let controllerClass: String?
    public let root: IBView
    /// The legacy top and bottom layout guides (`<viewControllerLayoutGuide>`), by id.
    public let legacyGuides: [IBLegacyGuide]
    /// The bars IB simulates above and below the root view (a navigation bar, a tab bar).
    public let simulatedBars: IBSimulatedBars
    /// Whether the root view's margins are at least the system minimum (`viewRespectsSystemMinimumLayoutMargins`).
    public let respectsSystemMinimumLayoutMargins: Bool
}

/// A legacy layout guide of a view controller (iOS 7–10): `topLayoutGuide` or `bottomLayoutGuide`.
public struct IBLegacyGuide {
    public enum Edge: String, Sendable {
        case top
        case bottom
    }

    public let id: String
    public let edge: Edge
}

/// The bars Interface Builder draws around a scene's root view, which the
/// safe area and legacy layout guides leave room for.
public struct IBSimulatedBars: Equatable, Sendable {
    /// The status bar's height is included unless it is hidden (`simulatedStatusBarMetrics` with `statusBarHidden`).
    public var statusBarHidden = false
    /// A navigation bar at the top (in a navigation controller, or simulated).
    public var navigationBar = false
    /// A navigation bar with large titles.
    public var largeTitles = false
    /// The navigation controller's bar as its scene stores it, when it does: `y` is the status bar
    /// Xcode drew above it, `height` the bar's own.
    public var storedNavigationBar: LayoutRect?
    /// A prompt above the navigation bar's title.
    public var prompted = false
    /// A tab bar at the bottom.
    public var tabBar = false
    /// A toolbar at the bottom.
    public var toolbar = false
    /// Whether the bars are opaque, so that the root view starts below them.
    public var opaqueNavigationBar = false
    /// Whether the view extends under the top bars (`edgesForExtendedLayout` includes the top, as by default).
    public var extendsUnderTopBars = true
    /// Whether the view extends under opaque bars too (`extendedLayoutIncludesOpaqueBars`).
    public var extendsUnderOpaqueBars = false
    /// Whether the controller is drawn at a size of its own (`<size key="freeformSize">`), not the screen's.
    public var freeformSize = false

    /// Whether the view controller's view starts below the navigation bar rather than under it.
    public var startsBelowNavigationBar: Bool {
        navigationBar && (!extendsUnderTopBars || opaqueNavigationBar && !extendsUnderOpaqueBars)
    }

    public init() {}
}
