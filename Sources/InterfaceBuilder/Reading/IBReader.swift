@_spi(Readers) import Constraints

/// Reads an Interface Builder document (`.xib`, `.storyboard`; UIKit and
/// AppKit; every `<document version="3.0">` era from Xcode 5 on) into an
/// `IBDocument`, without Xcode: its device and traits, each scene's view
/// tree with the frames Xcode stored, and every constraint by IB id. The XML
/// is untrusted (`IBXMLReader`); what cannot be read is a diagnostic at its
/// element, and the rest is read.
public struct IBReader {
    public init() {}

    /// Reads `text`, the contents of `file` (`nil` for standard input).
    public func read(_ text: String, file: String?) -> IBDocument {
        let bytes = Array(text.utf8)
        let lines = LineTable(bytes)
        func diagnostic(_ located: IBMessage.Located) -> Diagnostic {
            Diagnostic(located.message, at: located.range.map { lines.sourceRange($0, file: file) })
        }
        func empty(_ diagnostics: [Diagnostic]) -> IBDocument {
            IBDocument(
                file: file, kind: file?.hasSuffix(".storyboard") == true ? .storyboard : .xib, platform: .cocoaTouch, toolsVersion: nil,
                toolsBuild: nil, controlsBuild: nil, device: IBDevice(id: "", orientation: nil), usesAutoLayout: false, usesSafeAreas: false, usesTraitCollections: false,
                isLaunchScreen: false, scenes: [], diagnostics: diagnostics, lines: lines)
        }
        switch IBXMLReader.read(bytes) {
        case .failure(let failure):
            let message: IBMessage
            switch failure.reason {
            case .declaresDocumentType: message = .documentTypeDeclared
            case .tooDeep: message = .tooDeep(limit: IBXMLReader.maximumDepth)
            case .malformed(let reason): message = .malformedXML(reason)
            case .empty: message = .empty
            }
            return empty([diagnostic(.init(message, failure.offset ..< failure.offset))])
        case .success(let root):
            guard root.name == "document" else {
                let message: IBMessage = root.name == "archive" ? .archiveFormat : .notADocument(root: root.name)
                return empty([diagnostic(.init(message, root.range))])
            }
            var reading = DocumentReading(root: root)
            let document = reading.document(file: file)
            return IBDocument(
                file: file, kind: document.kind, platform: document.platform, toolsVersion: document.toolsVersion,
                toolsBuild: document.toolsBuild, controlsBuild: document.controlsBuild, device: document.device, usesAutoLayout: document.usesAutoLayout, usesSafeAreas: document.usesSafeAreas,
                usesTraitCollections: document.usesTraitCollections, isLaunchScreen: document.isLaunchScreen, scenes: document.scenes,
                diagnostics: reading.messages.map(diagnostic), lines: lines)
        }
    }
}

/// The reading of one `<document>` element.
private struct DocumentReading {
    let root: IBElement
    var messages: [IBMessage.Located] = []

    init(root: IBElement) {
        self.root = root
    }

    mutating func document(file: String?) -> IBDocument {
        let type = root["type"] ?? ""
        // `…CocoaTouch.Storyboard.XIB`, `…Cocoa.Storyboard.XIB`; tvOS writes `com.apple.InterfaceBuilder.AppleTV.Storyboard`.
        let kind: IBDocument.Kind = type.hasSuffix("Storyboard.XIB") || type.hasSuffix(".Storyboard") ? .storyboard : .xib
        let platform: IBDocument.Platform = type.contains(".Cocoa.") && !type.contains("CocoaTouch") ? .cocoa : .cocoaTouch
        let device = self.device(platform: platform)
        if !device.isKnown {
            messages.append(.init(.unknownDevice(id: device.id, approximatedBy: device.approximatedBy), root.child("device")?.range))
        }
        // `<resources><image name="plus" catalog="system"/>`: the symbols the document shows.
        let systemImages = Set(root.child("resources")?.children(named: "image").filter { $0["catalog"] == "system" }.compactMap { $0["name"] } ?? [])
        var views = IBViewReader(platform: platform, systemImages: systemImages, constrainedIDs: Self.constrainedIDs(in: root))
        var scenes = kind == .storyboard ? storyboardScenes(views: &views) : xibScenes(views: &views)
        scenes += detachedScenes(views: &views)
        messages += views.diagnostics
        IBNaming.name(scenes.map(\.root), outlets: outlets(), platform: platform)
        return IBDocument(
            file: file, kind: kind, platform: platform, toolsVersion: root["toolsVersion"], toolsBuild: toolsBuild,
            controlsBuild: platform == .cocoa ? IBControlsDrawing.build(of: scenes, toolsBuild: toolsBuild) : toolsBuild, device: device,
            usesAutoLayout: root.flag("useAutolayout"), usesSafeAreas: root.flag("useSafeAreas"),
            usesTraitCollections: root.flag("useTraitCollections"), isLaunchScreen: root.flag("launchScreen"), scenes: scenes, diagnostics: [], lines: LineTable([]))
    }

    // MARK: Device

    /// The first build of Xcode 7. Xcode 6 drew its Any/Any canvas with 16-point root margins, Xcode 7
    /// with 20, as on any view wider than 375 points: over the UIKit histories, the 16 moves 204 views
    /// of Xcode 6 saves (builds 6254 to 7706, 5 projects) onto Xcode's frames and none off; given to every
    /// save of the canvas, it moves 1,141 views of Xcode 7 saves (builds 8191 to 10117) off.
    static let xcode7Build = 8_000

    /// `<device>`; else what an older document simulates; else Xcode 6 and 7's square Any/Any canvas.
    private func device(platform: IBDocument.Platform) -> IBDevice {
        let build = toolsBuild
        if let device = root.child("device"), let id = device["id"] { return IBDevice(id: id, orientation: device["orientation"], toolsBuild: build) }
        if platform == .cocoa { return IBDevice(canvas: "mac", size: LayoutSize(width: 0, height: 0), traits: IBTraits(width: .regular, height: .regular), statusBar: false) }
        let simulated = Self.descendants(of: root).first {
            $0.name == "simulatedScreenMetrics" && ($0["key"] == "destination" || $0["key"] == "simulatedDestinationMetrics")
        }
        let orientation = Self.descendants(of: root).first { $0.name == "simulatedOrientationMetrics" }?["orientation"]
        if let type = simulated?["type"] { return IBDevice(id: type, orientation: orientation, toolsBuild: build) }
        if root.flag("useTraitCollections") {
            return IBDevice(
                canvas: "any", size: LayoutSize(width: 600, height: 600), traits: IBTraits(width: nil, height: nil), statusBar: true,
                sideMargin: (build ?? 0) < Self.xcode7Build ? 16 : nil)
        }
        return IBDevice(id: root["targetRuntime"] == "iOS.CocoaTouch.iPad" ? "ipad9_7" : "retina3_5", orientation: orientation, toolsBuild: build)
    }

    /// The Xcode build that saved the document: `toolsVersion`'s first part, or the plug-in's
    /// version where Xcode 15.3 and 15.4 wrote a placeholder (`32700.99.1234`).
    var toolsBuild: Int? {
        let plugIn = root.child("dependencies")?.children(named: "plugIn").first?["version"]
        let version = root["toolsVersion"].flatMap { $0.hasPrefix("32700.99") ? plugIn : $0 } ?? plugIn
        return version.flatMap { Int($0.split(separator: ".").first ?? "") }
    }

    // MARK: Scenes

    /// Every view controller of a storyboard that has a root view, in document order.
    private mutating func storyboardScenes(views: inout IBViewReader) -> [IBScene] {
        let bars = IBBarInference(root, toolsBuild: toolsBuild)
        var scenes: [IBScene] = []
        for scene in root.child("scenes")?.children(named: "scene") ?? [] {
            let sceneID = scene["sceneID"] ?? ""
            for controller in scene.child("objects")?.children ?? [] where controller["sceneMemberID"] == "viewController" {
                guard let rootElement = controller.children.first(where: { $0["key"] == "view" && IBViewReader.isView($0) }) else {
                    if controller.name.hasSuffix("ViewController") {
                        messages.append(.init(.sceneWithoutView(scene: controller["id"] ?? sceneID), controller.range))
                    }
                    continue
                }
                let rootView = views.view(rootElement)
                scenes.append(IBScene(
                    id: sceneID, name: controller["customClass"] ?? controller["userLabel"] ?? controller.name, controllerID: controller["id"],
                    controllerClass: controller["customClass"], root: rootView, legacyGuides: Self.legacyGuides(of: controller),
                    simulatedBars: bars.bars(of: controller),
                    respectsSystemMinimumLayoutMargins: controller["viewRespectsSystemMinimumLayoutMargins"] != "NO"))
            }
        }
        return scenes
    }

    /// Every top-level view of a xib, in document order (and the root views of view controllers it
    /// holds); a view that File's Owner's `view` outlet points at is a view controller's view.
    private mutating func xibScenes(views: inout IBViewReader) -> [IBScene] {
        let objects = root.child("objects")?.children ?? []
        // UIKit writes File's Owner as a placeholder, AppKit as the custom object of id -2.
        let owner = objects.first { $0["placeholderIdentifier"] == "IBFilesOwner" || $0.name == "customObject" && $0["id"] == "-2" }
        let ownerView = owner?.child("connections")?.children(named: "outlet").first { $0["property"] == "view" }?["destination"]
        var scenes: [IBScene] = []
        for object in objects {
            if IBViewReader.isView(object) {
                let view = views.view(object)
                let isControllerView = view.id == ownerView
                scenes.append(IBScene(
                    id: view.id, name: view.customClass ?? view.userLabel ?? object.name, controllerID: isControllerView ? owner?["id"] : nil,
                    controllerClass: isControllerView ? owner?["customClass"] : nil, root: view, legacyGuides: [],
                    simulatedBars: IBBarInference.simulatedBars(of: object, toolsBuild: toolsBuild), respectsSystemMinimumLayoutMargins: true))
            } else if let rootElement = object.children.first(where: { ($0["key"] == "view" || $0["key"] == "contentView") && IBViewReader.isView($0) }) {
                let view = views.view(rootElement)
                scenes.append(IBScene(
                    id: object["id"] ?? view.id, name: object["customClass"] ?? object.name, controllerID: object["id"],
                    controllerClass: object["customClass"], root: view, legacyGuides: Self.legacyGuides(of: object),
                    simulatedBars: IBBarInference.simulatedBars(of: object, toolsBuild: toolsBuild),
                    respectsSystemMinimumLayoutMargins: true))
            }
        }
        return scenes
    }

    /// A view controller's legacy top and bottom layout guides (grammar: `<layoutGuides>` holding
    /// `<viewControllerLayoutGuide type="top|bottom" id=…>`), in a storyboard's scene or a xib's objects.
    private static func legacyGuides(of controller: IBElement) -> [IBLegacyGuide] {
        controller.child("layoutGuides")?.children(named: "viewControllerLayoutGuide").compactMap { guide in
            guide["id"].flatMap { id in guide["type"].flatMap(IBLegacyGuide.Edge.init(rawValue:)).map { IBLegacyGuide(id: id, edge: $0) } }
        } ?? []
    }

    /// The views with constraints that no scene holds, each a scene of its own laid
    /// out at its stored size, in document order: a navigation item's title view, a
    /// bar button's custom view (in a navigation item, or in a toolbar's items), a storyboard
    /// scene's extra top-level view, the content view of an AppKit storyboard's window.
    private func detachedScenes(views: inout IBViewReader) -> [IBScene] {
        var scenes: [IBScene] = []
        var stack = Array(root.children.reversed())
        while let element = stack.popLast() {
            // A view already read may still hold unread ones where its subviews are not: a toolbar's items.
            guard !views.hasRead(element), IBViewReader.isView(element) else {
                stack += element.children.reversed()
                continue
            }
            let view = views.view(element)
            guard view.descendantsAndSelf.contains(where: { !$0.constraints.isEmpty }) else { continue }
            scenes.append(IBScene(
                id: view.id, name: view.customClass ?? view.userLabel ?? view.key ?? element.name, controllerID: nil, controllerClass: nil,
                root: view, legacyGuides: [], simulatedBars: IBSimulatedBars(), respectsSystemMinimumLayoutMargins: true))
        }
        return scenes
    }

    /// Every outlet of the document: the view's id and the property that names it, first one first.
    private func outlets() -> [String: String] {
        var names: [String: String] = [:]
        for element in Self.descendants(of: root) where element.name == "outlet" {
            guard let destination = element["destination"], let property = element["property"], names[destination] == nil else { continue }
            names[destination] = property
        }
        return names
    }

    /// The ids of every item a `<constraint>` of the document names, in any size class: its `firstItem` (else the
    /// view whose `<constraints>` hold it) and its `secondItem`.
    static func constrainedIDs(in root: IBElement) -> Set<String> {
        var ids: Set<String> = []
        var stack: [(element: IBElement, holder: String?)] = [(root, nil)]
        while let (element, holder) = stack.popLast() {
            if element.name == "constraint" {
                if let first = element["firstItem"] ?? holder { ids.insert(first) }
                if let second = element["secondItem"] { ids.insert(second) }
                continue
            }
            stack += element.children.map { ($0, element["id"] ?? holder) }
        }
        return ids
    }

    /// Every element below `element`, in document order, without recursion (documents nest deep).
    static func descendants(of element: IBElement) -> [IBElement] {
        var result: [IBElement] = []
        var stack = Array(element.children.reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack += next.children.reversed()
        }
        return result
    }
}
