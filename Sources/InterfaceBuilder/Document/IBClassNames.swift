/// The UIKit and AppKit classes Interface Builder's elements stand for.
enum IBClassNames {
    private static let uiKit: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView", "stackView": "UIStackView",
        "scrollView": "UIScrollView", "tableView": "UITableView", "collectionView": "UICollectionView",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
        "segmentedControl": "UISegmentedControl", "activityIndicatorView": "UIActivityIndicatorView",
        "progressView": "UIProgressView", "pageControl": "UIPageControl", "stepper": "UIStepper",
        "datePicker": "UIDatePicker", "pickerView": "UIPickerView", "mapView": "MKMapView", "wkWebView": "WKWebView",
        "webView": "UIWebView", "visualEffectView": "UIVisualEffectView", "navigationBar": "UINavigationBar",
        "toolbar": "UIToolbar", "tabBar": "UITabBar", "searchBar": "UISearchBar", "tableViewCell": "UITableViewCell",
        "tableViewCellContentView": "UITableViewCellContentView", "collectionViewCell": "UICollectionViewCell",
        "collectionReusableView": "UICollectionReusableView", "containerView": "UIView", "glkView": "GLKView",
        "arscnView": "ARSCNView", "arskView": "ARSKView", "sceneKitView": "SCNView", "skView": "SKView", "mtkView": "MTKView",
    ]

    private static let appKit: [String: String] = [
        "view": "NSView", "customView": "NSView", "textField": "NSTextField", "button": "NSButton",
        "imageView": "NSImageView", "stackView": "NSStackView", "scrollView": "NSScrollView", "clipView": "NSClipView",
        "tableView": "NSTableView", "outlineView": "NSOutlineView", "collectionView": "NSCollectionView",
        "popUpButton": "NSPopUpButton", "box": "NSBox", "slider": "NSSlider", "progressIndicator": "NSProgressIndicator",
        "segmentedControl": "NSSegmentedControl", "textView": "NSTextView", "splitView": "NSSplitView",
        "tabView": "NSTabView", "searchField": "NSSearchField", "secureTextField": "NSSecureTextField",
        "comboBox": "NSComboBox", "datePicker": "NSDatePicker", "levelIndicator": "NSLevelIndicator",
        "pathControl": "NSPathControl", "colorWell": "NSColorWell", "matrix": "NSMatrix", "scroller": "NSScroller",
        "tableCellView": "NSTableCellView", "visualEffectView": "NSVisualEffectView", "switch": "NSSwitch",
    ]

    /// The class of an element: `label` is `UILabel` in UIKit; an element the table lacks is capitalised after the prefix.
    static func className(of element: String, platform: IBDocument.Platform) -> String {
        let table = platform == .cocoa ? appKit : uiKit
        if let name = table[element] { return name }
        let prefix = platform == .cocoa ? "NS" : "UI"
        return prefix + element.prefix(1).uppercased() + element.dropFirst()
    }
}
