/// Which bars Interface Builder draws around each view controller of a
/// storyboard: what the controller says it simulates (`simulatedTopBarMetrics`,
/// `simulatedBottomBarMetrics`, `simulatedStatusBarMetrics`), else what its
/// place in the storyboard implies (grammar: a navigation controller's
/// `rootViewController` relationship, and every controller reached from it by
/// `show` or `push` segues, is under a navigation bar; a tab bar controller's
/// `viewControllers` relationship, and the stacks below it, are above a tab bar).
struct IBBarInference {
    private var navigationBars: [String: IBSimulatedBars] = [:]
    private var tabBars: Set<String> = []

    init(_ root: IBElement) {
        var controllers: [String: IBElement] = [:]
        var edges: [String: [(destination: String, kind: String, relationship: String?)]] = [:]
        for scene in root.child("scenes")?.children(named: "scene") ?? [] {
            for controller in scene.child("objects")?.children ?? [] where controller["sceneMemberID"] == "viewController" {
                guard let id = controller["id"] else { continue }
                controllers[id] = controller
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
        for (id, controller) in controllers where controller.name == "navigationController" {
            var bars = IBSimulatedBars()
            let bar = controller.child("navigationBar", key: "navigationBar")
            bars.navigationBar = controller["navigationBarHidden"] != "YES"
            bars.largeTitles = bar?.flag("largeTitles") ?? false
            bars.opaqueNavigationBar = bar?["translucent"] == "NO"
            var queue = edges[id, default: []].filter { $0.relationship == "rootViewController" }.map(\.destination)
            while let next = queue.popLast() {
                guard navigationBars[next] == nil else { continue }
                navigationBars[next] = bars
                queue += edges[next, default: []].filter { $0.kind == "show" || $0.kind == "push" }.map(\.destination)
            }
        }
        for (id, controller) in controllers where controller.name == "tabBarController" {
            var queue = edges[id, default: []].filter { $0.relationship == "viewControllers" }.map(\.destination)
            while let next = queue.popLast() {
                guard tabBars.insert(next).inserted else { continue }
                queue += edges[next, default: []].filter { $0.relationship == "rootViewController" }.map(\.destination)
            }
        }
    }

    /// The bars around `controller`: its own simulated metrics first, then its place in the storyboard.
    func bars(of controller: IBElement) -> IBSimulatedBars {
        let id = controller["id"] ?? ""
        var bars = navigationBars[id] ?? IBSimulatedBars()
        bars.tabBar = tabBars.contains(id)
        if let prompt = controller.child("navigationItem", key: "navigationItem")?["prompt"], !prompt.isEmpty { bars.prompted = true }
        if controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] == "never" { bars.largeTitles = false }
        return Self.simulatedBars(of: controller, inferred: bars)
    }

    /// The bars an element (a controller, or a xib's top-level view) says it simulates, over `inferred`.
    static func simulatedBars(of element: IBElement, inferred: IBSimulatedBars = IBSimulatedBars()) -> IBSimulatedBars {
        var bars = inferred
        for child in element.children {
            switch (child.name, child["key"]) {
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
            case ("nil", "simulatedStatusBarMetrics"?):
                bars.statusBarHidden = true
            default:
                break
            }
        }
        return bars
    }
}
