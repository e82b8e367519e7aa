import Constraints

/// Which bars Interface Builder draws around each view controller of a
/// storyboard: what the controller says it simulates (`simulatedTopBarMetrics`,
/// `simulatedBottomBarMetrics`, `simulatedStatusBarMetrics`), else what its
/// place in the storyboard implies (grammar: a navigation controller's
/// `rootViewController` relationship, and every controller reached from it by
/// `show`, `push` or `showDetail` segues, is under a navigation bar (on an
/// iPhone, outside a split view, showing a detail shows it, and a navigation
/// controller shows by pushing), and so is every controller reached by such segues from
/// a controller in no such stack that simulates a navigation bar (its navigation controller
/// in another storyboard: IBAnimatable's playground screens, build 13771, stand their
/// content 64 points down), unless the controller that pushes it simulates
/// none (`<nil key="simulatedTopBarMetrics"/>`): Xcode's inferred top bar is the
/// pusher's (tinode's branding screen, pushed from a login screen without one,
/// build 23727, stands 20 points down where a bar would put it 64), and a tab bar controller
/// in such a stack shows its tabs (but those that are navigation controllers) under its bar
/// (tinode's "By ID" tab, build 23727, stands its content 8 points below a large-title bar,
/// 116 down); a tab bar controller's
/// `viewControllers` relationship, and the stacks below it down to a controller that
/// hides the bottom bar when pushed (`hidesBottomBarWhenPushed`), are above a tab bar,
/// unless a container earlier in the document (a split view) holds the tab too, and so is the stack of a
/// navigation controller that simulates a tab bar (`simulatedTabBarMetrics`: its tab bar controller is in another
/// storyboard; erouska's tabs, build 17156, stand their tables 49 points above the home indicator, as does a view of
/// AltStore's settings: 7 views over the 2,949 storyboards, none off);
/// a `show` or `push` segue from a navigation controller itself pushes onto its
/// stack; a controller presented as a popover, and the stack of a navigation
/// controller presented so, shows no status bar: a popover never reaches under it;
/// nor, before Xcode 9, does a controller embedded in a container view).
/// The navigation controller's bar is kept as its scene stores it (54 points
/// under a 96-point inset in Xcode 16 on an XR, 56 at the top of an iOS 13 sheet).
struct IBBarInference {
    private var navigationBars: [String: IBSimulatedBars] = [:]
    private var tabBars: Set<String> = []
    private var popovers: Set<String> = []
    private let toolsBuild: Int?

    init(_ root: IBElement, toolsBuild: Int?) {
        self.toolsBuild = toolsBuild
        var controllers: [String: IBElement] = [:]
        var order: [String] = []  // document order, so that a controller two stacks reach gets the first one's bars
        var edges: [String: [(destination: String, kind: String, relationship: String?)]] = [:]
        for scene in root.child("scenes")?.children(named: "scene") ?? [] {
            for controller in scene.child("objects")?.children ?? [] where controller["sceneMemberID"] == "viewController" {
                guard let id = controller["id"] else { continue }
                controllers[id] = controller
                order.append(id)
                var stack = [controller]
                while let element = stack.popLast() {
                    for child in element.children {
                        if child.name == "segue", let destination = child["destination"] {
                            edges[id, default: []].append((destination, child["kind"] ?? "", child["relationship"]))
                        }
                        stack.append(child)
                    }
                }
            }
        }
        for id in order {
            guard let controller = controllers[id], controller.name == "navigationController" else { continue }
            var bars = IBSimulatedBars()
            let bar = controller.child("navigationBar", key: "navigationBar")
            bars.navigationBar = controller["navigationBarHidden"] != "YES"
            bars.largeTitles = bar?.flag("largeTitles") ?? false
            bars.opaqueNavigationBar = bar?["translucent"] == "NO"
            if let frame = bar?.child("rect", key: "frame"), let y = frame.number("y"), let height = frame.number("height") {
                bars.storedNavigationBar = LayoutRect(x: 0, y: y, width: frame.number("width") ?? 0, height: height)
            }
            inferStack(of: id, bars: bars, controllers: controllers, edges: edges)
        }
        // A controller in no navigation controller's stack that simulates a navigation bar (its navigation controller
        // is in another storyboard) pushes under that bar.
        for id in order where navigationBars[id] == nil {
            guard let controller = controllers[id], controller.name != "navigationController",
                  let metrics = controller.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") else { continue }
            var bars = IBSimulatedBars()
            bars.navigationBar = true
            bars.opaqueNavigationBar = metrics["translucent"] == "NO"
            inferStack(of: id, bars: bars, controllers: controllers, edges: edges)
        }
        // A tab bar controller in a navigation stack shows its tabs under that stack's bar.
        for id in order where controllers[id]?.name == "tabBarController" {
            guard let outer = navigationBars[id] else { continue }
            for edge in edges[id, default: []]
            where edge.relationship == "viewControllers" && controllers[edge.destination]?.name != "navigationController" {
                if navigationBars[edge.destination] == nil { navigationBars[edge.destination] = outer }
            }
        }
        // Before Xcode 9, a controller embedded in a container view has no status bar either.
        let statusBarless = (toolsBuild ?? 0) < Self.shownStatusBarBuild ? ["popoverPresentation", "popover", "embed"] : ["popoverPresentation", "popover"]
        var presented = order.flatMap { id in
            edges[id, default: []].filter { statusBarless.contains($0.kind) }.map(\.destination)
        }
        while let next = presented.popLast() {
            guard popovers.insert(next).inserted else { continue }
            if controllers[next]?.name == "navigationController" { presented += Self.stack(of: next, edges).map(\.controller) }
        }
        // A controller two containers hold (a split view's primary that is also a tab) is drawn in the first one's.
        var container: [String: String] = [:]
        for id in order {
            for edge in edges[id, default: []] where edge.kind == "relationship" && container[edge.destination] == nil {
                container[edge.destination] = id
            }
        }
        var tabs: [String] = []
        for id in order where controllers[id]?.name == "tabBarController" {
            tabs += edges[id, default: []].filter({ $0.relationship == "viewControllers" && container[$0.destination] == id }).map(\.destination)
        }
        // A navigation controller that simulates a tab bar (its tab bar controller is in another storyboard) is a tab too.
        tabs += order.filter { id in
            controllers[id]?.name == "navigationController" && container[id] == nil
                && controllers[id]?.child("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics") != nil
        }
        let honoursHiding = (toolsBuild ?? 0) >= Self.hidesBottomBarBuild
        for tab in tabs {
            tabBars.insert(tab)
            guard controllers[tab]?.name == "navigationController" else { continue }
            // A controller that hides the bottom bar when pushed hides it for the controllers it pushes too.
            var hidden: Set<String> = []
            for (next, pusher) in Self.stack(of: tab, edges) {
                if (honoursHiding && controllers[next]?.flag("hidesBottomBarWhenPushed") == true) || pusher.map(hidden.contains) == true {
                    hidden.insert(next)
                } else {
                    tabBars.insert(next)
                }
            }
        }
    }

    /// Gives each controller in the stack of `id` (`stack(of:_:)`) that has no bars yet those of the stack, `bars`: a
    /// controller pushed from one that simulates its top bar itself (Xcode's inferred metrics) has that bar's opacity,
    /// or none where it simulates none. Large titles follow UIKit's display modes down the stack: a controller that says
    /// none takes the mode of the one it is pushed from (Trailer's snooze editor, build 21701, pushed from a list that
    /// never shows large titles, stands its views under a 44-point bar: 3 views; over the 2,715 storyboards none moves
    /// off, Raivo's setup steps, which ask for large titles again after a welcome that never shows them, among them).
    private mutating func inferStack(
        of id: String, bars: IBSimulatedBars, controllers: [String: IBElement],
        edges: [String: [(destination: String, kind: String, relationship: String?)]]
    ) {
        var stackBars: [String: IBSimulatedBars] = [:]
        for (next, pusher) in Self.stack(of: id, edges) {
            var inherited = pusher.flatMap { stackBars[$0] } ?? bars
            let pusherElement = pusher.flatMap { controllers[$0] }
            if let metrics = pusherElement?.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") {
                inherited.opaqueNavigationBar = metrics["translucent"] == "NO"
            } else if pusherElement?.child("nil", key: "simulatedTopBarMetrics") != nil {
                inherited.navigationBar = false
            }
            // Large titles follow each controller's display mode: `always` shows the stack's, `never` hides them, and
            // `automatic` (none said) keeps those of the controller it is pushed from.
            switch Self.largeTitleDisplayMode(of: controllers[next]) {
            case "always"?: (inherited.largeTitles, inherited.storedNavigationBar) = (bars.largeTitles, bars.storedNavigationBar)
            case "never"?: inherited = Self.withoutLargeTitles(inherited)
            default: break
            }
            stackBars[next] = inherited
            if navigationBars[next] == nil { navigationBars[next] = inherited }
        }
    }

    /// The first Xcode build (Xcode 9) whose canvas draws the status bar over every view controller's view: over a
    /// controller embedded in a container view (the views pinned to the top layout guide of such controllers stand at
    /// their view's top in the saves of 4 projects by builds 6254 to 12121, 48 views, and 20 points down in those of 3
    /// projects by builds 13196 to 22505, 66 views), and where a document simulates none
    /// (`<nil key="simulatedStatusBarMetrics"/>`): the views pinned to
    /// the top of the safe area or the top layout guide of such documents of Coding's, duckduckgo's, Rocket.Chat's and
    /// matrix-ios-kit's (builds 13771 to 14490) stand 20 points down, as do those of 3 saves of 2 files of 2 projects of
    /// builds 22505 to 23504; over the 761 documents with such metrics 17 views move onto Xcode's frames, none off.
    /// Xcode 8 and before hid it (14 views of 4 projects stand at their view's top). A Today widget of Xcode 9 on
    /// has none as a controller drawn at a freeform size (`IBSceneLayout.drawsFreeformAlone`), and Xcode 11 to 14.0
    /// draw none on screens with a home button (`IBDevice.statusBarlessBuilds`).
    static let shownStatusBarBuild = 13_000

    /// The first Xcode build (Xcode 7) whose canvas hides the tab bar of a controller that hides it when pushed:
    /// Yep's main storyboard, saved by builds 7706 and 8191, draws its pushed controllers' content
    /// above the tab bar in the first (4 views) and down to the screen's bottom in the second (3 views).
    static let hidesBottomBarBuild = 8_000

    /// The controllers in the stack of the navigation controller `id`: its root, and every controller a
    /// `show`, `push` or `showDetail` segue leads to from it or from a controller in the stack, each after the
    /// controller in the stack that pushes it (`nil` for the root and what the navigation controller pushes).
    private static func stack(
        of id: String, _ edges: [String: [(destination: String, kind: String, relationship: String?)]]
    ) -> [(controller: String, pusher: String?)] {
        func pushes(from source: String) -> [String] {
            edges[source, default: []].filter { ["show", "push", "showDetail"].contains($0.kind) }.map(\.destination)
        }
        var queue: [(controller: String, pusher: String?)] =
            (edges[id, default: []].filter { $0.relationship == "rootViewController" }.map(\.destination) + pushes(from: id)).map { ($0, nil) }
        var stack: [(controller: String, pusher: String?)] = [], seen: Set<String> = [id]
        while let next = queue.popLast() {
            guard seen.insert(next.controller).inserted else { continue }
            stack.append(next)
            queue += pushes(from: next.controller).map { ($0, next.controller) }
        }
        return stack
    }

    /// The bars around `controller`: its own simulated metrics first, then its place in the storyboard.
    func bars(of controller: IBElement) -> IBSimulatedBars {
        let id = controller["id"] ?? ""
        var bars = navigationBars[id] ?? IBSimulatedBars()
        bars.tabBar = tabBars.contains(id)
        bars.statusBarHidden = popovers.contains(id)
        if let prompt = controller.child("navigationItem", key: "navigationItem")?["prompt"], !prompt.isEmpty { bars.prompted = true }
        if Self.largeTitleDisplayMode(of: controller) == "never" || Self.startsWithTable(controller) { bars = Self.withoutLargeTitles(bars) }
        return Self.simulatedBars(of: controller, inferred: bars, toolsBuild: toolsBuild)
    }

    /// Whether the first subview of `controller`'s view is a table view, under which Interface Builder draws a
    /// navigation bar's large titles collapsed, whatever the display mode: the tables pinned to the top of the safe
    /// area of 3 of erouska's storyboards (build 17156, one of them `always`) stand 44 points below the bar's top,
    /// not 96, while the scroll view of its news (and Password Factory's views) stand below the large bar.
    private static func startsWithTable(_ controller: IBElement) -> Bool {
        controller.child("view", key: "view")?.child("subviews")?.children.first?.name == "tableView"
    }

    /// `controller`'s `largeTitleDisplayMode` (`always` or `never`; `nil` for automatic).
    private static func largeTitleDisplayMode(of controller: IBElement?) -> String? {
        controller?.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"]
    }

    /// `bars` as a controller that never shows large titles has them: where the stack shows them, its stored bar is
    /// the large one, which this controller does not show either.
    private static func withoutLargeTitles(_ bars: IBSimulatedBars) -> IBSimulatedBars {
        guard bars.largeTitles else { return bars }
        var bars = bars
        (bars.largeTitles, bars.storedNavigationBar) = (false, nil)
        return bars
    }

    /// The bars an element (a controller, or a xib's top-level view) says it simulates, over `inferred`.
    static func simulatedBars(of element: IBElement, inferred: IBSimulatedBars = IBSimulatedBars(), toolsBuild: Int?) -> IBSimulatedBars {
        var bars = inferred
        bars.extendsUnderOpaqueBars = element.flag("extendedLayoutIncludesOpaqueBars")
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("extendedEdge", "edgesForExtendedLayout"?):
                bars.extendsUnderTopBars = child.flag("top")
            case ("nil", "simulatedTopBarMetrics"?):
                bars.navigationBar = false
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"?):
                bars.navigationBar = true
                bars.prompted = child.flag("prompted")
                bars.opaqueNavigationBar = child["translucent"] == "NO"
            case ("nil", "simulatedBottomBarMetrics"?):
                bars.tabBar = false
                bars.toolbar = false
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"?):
                bars.tabBar = true
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"?):
                bars.toolbar = true
            case ("nil", "simulatedStatusBarMetrics"?) where (toolsBuild ?? 0) < Self.shownStatusBarBuild:
                bars.statusBarHidden = true
            case ("size", "freeformSize"?):
                bars.freeformSize = true
            default:
                break
            }
        }
        return bars
    }
}
