import Constraints
import Foundation
import TestSupport
import Testing
import Workbench

/// `convert --with-views` and `convert --to scene` on Interface Builder
/// documents: whole screens, their views made as code makes them, checked
/// against the document where it matters (a scene file lays out the same).
@Suite("Converting Interface Builder screens with their views")
struct ScreenConversionTests {
    /// The fixture `name`, read under its bare name, so that headings do not depend on where the tests run.
    static func fixture(_ name: String) throws -> SourceFile {
        let path = Corpus.fixtures.appendingPathComponent("InterfaceBuilder").appendingPathComponent(name).path
        return SourceFile(name: name, text: try SourceFile.read(path: path).text)
    }

    static func convert(_ name: String, to target: ConversionTarget, withViews: Bool = true) throws -> ConversionRun {
        try target.convert(.files([try fixture(name)]), as: .interfaceBuilder, options: ReadingOptions(), withViews: withViews)
    }

    @Test("each cell is a screen of its own in its cell's code: its views made with what changes their layout, then SnapKit; constraints IB put on the cell relate its content view")
    func cellsInSnapKit() throws {
        let run = try Self.convert("Cells.xib", to: .snapkit)
        #expect(run.conversion.text == """
            // MARK: - CountryCell (Cells.xib, scene row, cell row)
            let flagView = UIImageView()
            flagView.translatesAutoresizingMaskIntoConstraints = false
            flagView.image = UIImage(named: "flag")
            flagView.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            flagView.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
            contentView.addSubview(flagView)

            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = "Iceland"
            label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
            contentView.addSubview(label)

            flagView.snp.makeConstraints { make in
                make.centerY.equalToSuperview()
                make.leading.equalTo(contentView.snp.leadingMargin).inset(16)
                make.size.equalTo(40)
            }
            label.snp.makeConstraints { make in
                make.centerY.equalToSuperview()
                make.leading.equalTo(flagView.snp.trailing).offset(16)
            }

            // MARK: - TileCell (Cells.xib, scene tile, cell tile)
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = "Tile"
            contentView.addSubview(label)

            label.snp.makeConstraints { make in
                make.leading.trailing.equalToSuperview().inset(16)
                make.bottom.equalToSuperview().inset(8)
            }

            """)
        #expect(run.conversion.notes.isEmpty && run.diagnostics.isEmpty)
    }

    @Test("Masonry with views: the root taken from self, the same views in Objective-C, Masonry blocks")
    func cellsInMasonry() throws {
        #expect(try Self.convert("Cells.xib", to: .masonry).conversion.text == """
            // MARK: - CountryCell (Cells.xib, scene row, cell row)
            UIView *contentView = self.contentView;

            UIImageView *flagView = [[UIImageView alloc] init];
            flagView.translatesAutoresizingMaskIntoConstraints = NO;
            flagView.image = [UIImage imageNamed:@"flag"];
            [flagView setContentHuggingPriority:251 forAxis:UILayoutConstraintAxisHorizontal];
            [flagView setContentHuggingPriority:251 forAxis:UILayoutConstraintAxisVertical];
            [contentView addSubview:flagView];

            UILabel *label = [[UILabel alloc] init];
            label.translatesAutoresizingMaskIntoConstraints = NO;
            label.text = @"Iceland";
            [label setContentHuggingPriority:251 forAxis:UILayoutConstraintAxisHorizontal];
            [label setContentHuggingPriority:251 forAxis:UILayoutConstraintAxisVertical];
            [contentView addSubview:label];

            [flagView mas_makeConstraints:^(MASConstraintMaker *make) {
                make.centerY.equalTo(contentView);
                make.leading.equalTo(contentView.mas_leadingMargin).offset(16);
                make.size.mas_equalTo(40);
            }];
            [label mas_makeConstraints:^(MASConstraintMaker *make) {
                make.centerY.equalTo(contentView);
                make.leading.equalTo(flagView.mas_trailing).offset(16);
            }];

            // MARK: - TileCell (Cells.xib, scene tile, cell tile)
            UIView *contentView = self.contentView;

            UILabel *label = [[UILabel alloc] init];
            label.translatesAutoresizingMaskIntoConstraints = NO;
            label.text = @"Tile";
            [contentView addSubview:label];

            [label mas_makeConstraints:^(MASConstraintMaker *make) {
                make.leading.trailing.bottom.equalTo(contentView).insets(UIEdgeInsetsMake(0, 16, 8, 16));
            }];

            """)
    }

    @Test("an AppKit document's views are made as AppKit makes them, in Swift and Objective-C: labels, titled and radio buttons, NSImage, NSStackView's orientation and edgeInsets, AppKit's priorities, frames and masks from the bottom left")
    func appKitViewsInAnchors() throws {
        let run = try Self.convert("AppKitRow.xib", to: .anchors)
        #expect(run.conversion.text.hasPrefix("""
            // MARK: - panel (AppKitRow.xib, scene panel)
            let row = NSStackView()
            row.translatesAutoresizingMaskIntoConstraints = false
            panel.addSubview(row)

            let icon = NSImageView()
            icon.image = NSImage(named: "NSUser")
            row.addArrangedSubview(icon)

            let title = NSTextField(labelWithString: "Guest")
            row.addArrangedSubview(title)

            let badge = NSTextField(labelWithString: "NEW")
            badge.translatesAutoresizingMaskIntoConstraints = false
            panel.addSubview(badge)

            let rule = NSBox()
            rule.translatesAutoresizingMaskIntoConstraints = false
            rule.boxType = .separator
            rule.setContentHuggingPriority(.defaultHigh, for: .vertical)
            panel.addSubview(rule)

            let caption = NSTextField(labelWithString: "Name:")
            caption.translatesAutoresizingMaskIntoConstraints = false
            panel.addSubview(caption)

            let entry = NSTextField()
            entry.translatesAutoresizingMaskIntoConstraints = false
            panel.addSubview(entry)

            let go = NSButton(title: "Go", target: nil, action: nil)
            go.translatesAutoresizingMaskIntoConstraints = false
            panel.addSubview(go)

            NSLayoutConstraint.activate([
            """))
        let preferences = SourceFile(name: "Preferences.xib", text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customView id="pane" userLabel="pane">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
                            <customView id="logo" userLabel="logo">
                                <rect key="frame" x="10" y="150" width="40" height="30"/>
                                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES"/>
                            </customView>
                            <stackView orientation="vertical" alignment="leading" spacing="4" horizontalStackHuggingPriority="1000" verticalStackHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="list" userLabel="list">
                                <rect key="frame" x="20" y="20" width="200" height="100"/>
                                <edgeInsets key="edgeInsets" left="6" right="6" top="6" bottom="6"/>
                                <subviews>
                                    <textField horizontalHuggingPriority="249" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="name" userLabel="name">
                                        <rect key="frame" x="4" y="72" width="120" height="22"/>
                                        <textFieldCell key="cell" selectable="YES" editable="YES" borderStyle="bezel" placeholderString="Your name" drawsBackground="YES" id="name-cell">
                                            <font key="font" metaFont="system"/>
                                        </textFieldCell>
                                    </textField>
                                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="sync" userLabel="sync">
                                        <rect key="frame" x="4" y="48" width="90" height="18"/>
                                        <buttonCell key="cell" type="radio" title="Sync" bezelStyle="regularSquare" imagePosition="left" inset="2" id="sync-cell">
                                            <font key="font" metaFont="system"/>
                                        </buttonCell>
                                    </button>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="list" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" constant="20" priority="999" id="c2"/>
                        </constraints>
                    </customView>
                </objects>
            </document>
            """)
        let other = try ConversionTarget.anchors.convert(
            .files([preferences]), as: .interfaceBuilder, options: ReadingOptions(), withViews: true)
        // The autoresizing view's frame is AppKit's, from the superview's bottom left, as the document stores it.
        #expect(other.conversion.text == """
            // MARK: - pane (Preferences.xib, scene pane)
            let logo = NSView()
            logo.frame = CGRect(x: 10, y: 150, width: 40, height: 30)
            logo.autoresizingMask = [.minXMargin, .minYMargin]
            pane.addSubview(logo)

            let list = NSStackView()
            list.translatesAutoresizingMaskIntoConstraints = false
            list.orientation = .vertical
            list.alignment = .leading
            list.spacing = 4
            list.setHuggingPriority(.required, for: .horizontal)
            list.setHuggingPriority(.defaultHigh, for: .vertical)
            list.edgeInsets = NSEdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
            pane.addSubview(list)

            let name = NSTextField()
            name.placeholderString = "Your name"
            name.setContentHuggingPriority(NSLayoutConstraint.Priority(249), for: .horizontal)
            name.setContentHuggingPriority(.defaultHigh, for: .vertical)
            list.addArrangedSubview(name)

            let sync = NSButton(radioButtonWithTitle: "Sync", target: nil, action: nil)
            sync.setContentHuggingPriority(.defaultHigh, for: .vertical)
            list.addArrangedSubview(sync)

            let listBottom = list.bottomAnchor.constraint(equalTo: pane.bottomAnchor, constant: -20)
            listBottom.priority = NSLayoutConstraint.Priority(999)
            NSLayoutConstraint.activate([
                list.leadingAnchor.constraint(equalTo: pane.leadingAnchor, constant: 20),
                listBottom,
            ])

            """)
        let masonry = try ConversionTarget.masonry.convert(
            .files([preferences]), as: .interfaceBuilder, options: ReadingOptions(), withViews: true)
        #expect(masonry.conversion.text == """
            // MARK: - pane (Preferences.xib, scene pane)
            NSView *pane = self.pane;

            NSView *logo = [[NSView alloc] init];
            logo.frame = NSMakeRect(10, 150, 40, 30);
            logo.autoresizingMask = NSViewMinXMargin | NSViewMinYMargin;
            [pane addSubview:logo];

            NSStackView *list = [[NSStackView alloc] init];
            list.translatesAutoresizingMaskIntoConstraints = NO;
            list.orientation = NSUserInterfaceLayoutOrientationVertical;
            list.alignment = NSLayoutAttributeLeading;
            list.spacing = 4;
            [list setHuggingPriority:NSLayoutPriorityRequired forOrientation:NSLayoutConstraintOrientationHorizontal];
            [list setHuggingPriority:NSLayoutPriorityDefaultHigh forOrientation:NSLayoutConstraintOrientationVertical];
            list.edgeInsets = NSEdgeInsetsMake(6, 6, 6, 6);
            [pane addSubview:list];

            NSTextField *name = [[NSTextField alloc] init];
            name.placeholderString = @"Your name";
            [name setContentHuggingPriority:249 forOrientation:NSLayoutConstraintOrientationHorizontal];
            [name setContentHuggingPriority:NSLayoutPriorityDefaultHigh forOrientation:NSLayoutConstraintOrientationVertical];
            [list addArrangedSubview:name];

            NSButton *sync = [NSButton radioButtonWithTitle:@"Sync" target:nil action:nil];
            [sync setContentHuggingPriority:NSLayoutPriorityDefaultHigh forOrientation:NSLayoutConstraintOrientationVertical];
            [list addArrangedSubview:sync];

            [list mas_makeConstraints:^(MASConstraintMaker *make) {
                make.leading.equalTo(pane).offset(20);
                make.bottom.equalTo(pane).offset(-20).priority(999);
            }];

            """)
    }

    @Test("a view only some size classes install is written with a comment and a note saying the code adds it for every size class")
    func viewOfSomeSizeClasses() throws {
        let document = SourceFile(name: "Empty.storyboard", text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="empty">
                        <objects>
                            <viewController id="controller" customClass="EmptyStateViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <subviews>
                                        <imageView contentMode="scaleToFill" image="empty" translatesAutoresizingMaskIntoConstraints="NO" id="icon" userLabel="icon">
                                            <rect key="frame" x="167" y="300" width="80" height="80"/>
                                        </imageView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="icon" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                                        <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c2"/>
                                    </constraints>
                                    <variation key="heightClass=compact">
                                        <mask key="subviews">
                                            <exclude reference="icon"/>
                                        </mask>
                                    </variation>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let run = try ConversionTarget.anchors.convert(.files([document]), as: .interfaceBuilder, options: ReadingOptions(), withViews: true)
        let note = "view icon (icon) is installed only for hR: the code adds it for every size class"
        #expect(run.conversion.notes == [note])
        #expect(run.conversion.text.hasSuffix("""
                icon.topAnchor.constraint(equalTo: view.topAnchor, constant: 300),
            ])
            // \(note)

            """))
    }

    /// A xib of Xcode 14 for a 4.7-inch iPhone whose 375 by 44 bar holds `subviews`; `resources` are its `<resources>`.
    static func toolbar(_ subviews: String, resources: String = "") -> SourceFile {
        SourceFile(name: "Toolbar.xib", text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="bar" userLabel="bar">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <subviews>
                            \(subviews)
                        </subviews>
                    </view>
                </objects>
                <resources>
                    \(resources)
                </resources>
            </document>
            """)
    }

    @Test("a stack view that size classes arrange otherwise, or a view they hide, is written as the traits laid out have it, with a note")
    func viewsSizeClassesVary() throws {
        let document = Self.toolbar("""
            <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="tools" userLabel="tools">
                <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                <variation key="heightClass=regular-widthClass=compact" spacing="4"/>
            </stackView>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge" userLabel="badge">
                <rect key="frame" x="300" y="0.0" width="44" height="44"/>
                <variation key="widthClass=regular" hidden="YES"/>
            </view>
            """)
        let run = try ConversionTarget.anchors.convert(.files([document]), as: .interfaceBuilder, options: ReadingOptions(), withViews: true)
        #expect(run.conversion.notes == [
            "stack view tools (tools) is arranged otherwise for hC or wR: the code arranges it as for wC hR",
            "view badge (badge) is hidden for wR: the code has it shown, as for wC hR",
        ])
        #expect(run.conversion.text.contains("tools.spacing = 4\n"))
    }

    @Test("a symbol a button's state or the document's resources name from the system catalog is written as a system image")
    func systemImages() throws {
        let document = Self.toolbar("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="add" userLabel="add">
                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                <state key="normal" image="plus" catalog="system"/>
            </button>
            <imageView contentMode="scaleToFill" image="star" translatesAutoresizingMaskIntoConstraints="NO" id="star" userLabel="star">
                <rect key="frame" x="60" y="10" width="24" height="24"/>
            </imageView>
            <imageView contentMode="scaleToFill" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo" userLabel="logo">
                <rect key="frame" x="100" y="10" width="24" height="24"/>
            </imageView>
            """, resources: """
            <image name="logo" width="24" height="24"/>
            <image name="plus" catalog="system" width="128" height="113"/>
            <image name="star" catalog="system" width="128" height="116"/>
            """)
        let run = try ConversionTarget.anchors.convert(.files([document]), as: .interfaceBuilder, options: ReadingOptions(), withViews: true)
        #expect(run.conversion.text.contains("add.setImage(UIImage(systemName: \"plus\"), for: .normal)\n"))
        #expect(run.conversion.text.contains("star.image = UIImage(systemName: \"star\")\n"))
        #expect(run.conversion.text.contains("logo.image = UIImage(named: \"logo\")\n"))
    }

    @Test("the legacy layout guides are written as the safe area, with a note; a view's margins as its margins guide's anchors")
    func legacyGuidesInAnchors() throws {
        let run = try Self.convert("LegacyGuides.storyboard", to: .anchors)
        #expect(run.conversion.text == """
            // MARK: - OldViewController (LegacyGuides.storyboard, scene legacy-scene)
            let textField = UITextField()
            textField.translatesAutoresizingMaskIntoConstraints = false
            textField.borderStyle = .roundedRect
            view.addSubview(textField)

            let toolbar = UIToolbar()
            toolbar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(toolbar)

            NSLayoutConstraint.activate([
                textField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
                textField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                textField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
            // textField.top == view.topLayoutGuide.bottom + 10 is written as textField.top == view.safeAreaLayoutGuide.top + 10: the legacy layout guides are deprecated since iOS 11, and the safe area's side is the same edge on every device
            // view.bottomLayoutGuide.top == toolbar.bottom is written as view.safeAreaLayoutGuide.bottom == toolbar.bottom: the legacy layout guides are deprecated since iOS 11, and the safe area's side is the same edge on every device

            """)
        #expect(run.conversion.notes.count == 2)
    }

    @Test("a scene file holds the document's own size classes' constraints; other size classes' and placeholders are comments with their canonical text and notes")
    func variations() throws {
        let run = try Self.convert("Variations.storyboard", to: .scene, withViews: false)
        #expect(run.conversion.text == """
            # LogoViewController: Variations.storyboard, scene v-scene.
            container view 375x667 safe-area 20,0,0,0 margins 20,16,0,16 scale 2
            view imageView in view class UIImageView intrinsic 100x50
            constraint imageView.centerX == view.centerX
            constraint imageView.top == view.safeAreaLayoutGuide.top + 20
            constraint imageView.width == 100
            constraint imageView.height == 50
            # not applied: imageView.height == 80 (a placeholder, which Interface Builder removes at build time)
            # not applied: imageView.width == 200 (installed only for wR, and a scene file cannot switch constraints by size class)

            """)
        #expect(run.conversion.notes == [
            "imageView.height == 80 is not written: a placeholder, which Interface Builder removes at build time",
            "imageView.width == 200 is not written: installed only for wR, and a scene file cannot switch constraints by size class",
        ])
    }

    @Test("a scroll view's screen as a scene file: views with their measured sizes, margins and safe areas; it lays out as the document does")
    func scrollViewAsScene() throws {
        let run = try Self.convert("ScrollView.xib", to: .scene, withViews: false)
        #expect(run.conversion.text == """
            # ArticleViewController: ScrollView.xib, scene page.
            container view 375x667 safe-area 20,0,0,0 margins 20,16,0,16 scale 2
            view scrollView in view class UIScrollView scrolls
            view view2 in scrollView class UIView margins 8,8,361,8 safe-area 0,0,353,0
            view textLabel in view2 class UILabel intrinsic 343x300 baselines 16.184,4.097
            constraint scrollView.top == view.safeAreaLayoutGuide.top
            constraint scrollView.leading == view.leading
            constraint scrollView.trailing == view.trailing
            constraint scrollView.bottom == view.bottom
            constraint view2.top == scrollView.contentLayoutGuide.top
            constraint view2.leading == scrollView.contentLayoutGuide.leading
            constraint view2.trailing == scrollView.contentLayoutGuide.trailing
            constraint view2.bottom == scrollView.contentLayoutGuide.bottom
            constraint view2.width == scrollView.width
            constraint view2.height == 1000
            constraint textLabel.top == view2.top + 24
            constraint textLabel.leading == view2.leading + 16
            constraint textLabel.trailing == view2.trailing - 16

            """)
        let scene = try Screen.read(.files([SourceFile(name: "page.scene", text: run.conversion.text)]), as: .scene, options: ReadingOptions())
        let document = try Screen.read(.files([try Self.fixture("ScrollView.xib")]), as: .interfaceBuilder, options: ReadingOptions())
        let fromScene = try scene.layout().frames.map { "\($0.name): \($0.frame)" }
        let fromDocument = try document.layout().frames.map { "\($0.name): \($0.frame)" }
        #expect(fromScene == fromDocument)
        #expect(fromScene.count == 4)
    }

    @Test("a stopped activity indicator that hides when stopped, stored hidden, is laid out as Xcode lays it out: not hidden in the scene file")
    func stoppedIndicatorAsScene() throws {
        let run = try Self.convert("StoppedIndicator.xib", to: .scene, withViews: false)
        #expect(run.conversion.text == """
            # view: StoppedIndicator.xib, scene status.
            container view 375x44 margins 0,16,0,16 scale 2
            view stackView in view class UIStackView stack horizontal spacing 8 margins 0
            view activityIndicatorView in stackView class UIActivityIndicatorView arranged intrinsic 20x20 hugging 750,750
            view label in stackView class UILabel arranged intrinsic 315x20 baselines 16.184,3.816
            constraint stackView.leading == view.leading + 16
            constraint stackView.trailing == view.trailing - 16
            constraint stackView.centerY == view.centerY

            """)
        let scene = try Screen.read(.files([SourceFile(name: "status.scene", text: run.conversion.text)]), as: .scene, options: ReadingOptions())
        let document = try Screen.read(.files([try Self.fixture("StoppedIndicator.xib")]), as: .interfaceBuilder, options: ReadingOptions())
        let fromScene = try scene.layout().frames.map { "\($0.name): \($0.frame)" }
        #expect(fromScene == (try document.layout().frames.map { "\($0.name): \($0.frame)" }))
        #expect(try scene.layout().text.contains("label: 28 0 315 20"))
    }

    @Test("--with-views needs a document that holds views, and writes code")
    func withViewsNeedsViews() throws {
        #expect(throws: WorkbenchError.usage(
            "--with-views needs a document that holds views: an Interface Builder .xib or .storyboard, not VFL")) {
            try ConversionTarget.snapkit.convert(.lines([.argument("|[a]|")]), as: .vfl, options: ReadingOptions(), withViews: true)
        }
        #expect(throws: WorkbenchError.usage("--with-views writes code: use it with --to vfl, snapkit, anchors or masonry")) {
            try Self.convert("Cells.xib", to: .canonical)
        }
    }
}
