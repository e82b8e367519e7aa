import Foundation
import Layout
import Testing
import Workbench

/// Size-class variations (`<variation key="heightClass=compact">` and its masks, a constant per size class)
/// converted with their views: SnapKit, anchors and Masonry switch the constraints by size class; VFL and
/// scene files, which cannot, write the document's own and say what they leave out.
@Suite("Converting size-class variations")
struct SizeClassConversionTests {
    @Test("SnapKit prepares each size class's constraints and a function switches them by the traits; the rest is made once")
    func snapKit() throws {
        let run = try ScreenConversionTests.convert("SizeClasses.storyboard", to: .snapkit)
        #expect(run.conversion.text == """
            // MARK: - PhotoViewController (SizeClasses.storyboard, scene p-scene)
            let imageView = UIImageView()
            imageView.translatesAutoresizingMaskIntoConstraints = false
            imageView.image = UIImage(named: "photo")
            view.addSubview(imageView)

            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = "Caption"
            label.font = .systemFont(ofSize: 17)
            label.numberOfLines = 0
            view.addSubview(label)

            imageView.snp.makeConstraints { make in
                make.leading.equalTo(view.safeAreaLayoutGuide).inset(16)
                make.width.equalTo(imageView.snp.height)
            }
            label.snp.makeConstraints { make in
                make.trailing.equalTo(view.safeAreaLayoutGuide).inset(16)
            }

            // Constraints only some size classes install: keep their arrays and updateSizeClassConstraints(for:) in the view controller, and call it from traitCollectionDidChange(_:) too.
            let compactWidthOrCompactHeightConstraints = imageView.snp.prepareConstraints { make in
                make.width.equalTo(120)
            }
            let regularWidthRegularHeightConstraints = imageView.snp.prepareConstraints { make in
                make.width.equalTo(240)
            }
            let compactHeightConstraints = imageView.snp.prepareConstraints { make in
                make.top.equalTo(view.safeAreaLayoutGuide).inset(8)
            } + label.snp.prepareConstraints { make in
                make.leading.equalTo(imageView.snp.trailing).offset(12)
                make.centerY.equalTo(imageView)
            }
            let regularHeightConstraints = imageView.snp.prepareConstraints { make in
                make.top.equalTo(view.safeAreaLayoutGuide).inset(20)
            } + label.snp.prepareConstraints { make in
                make.top.equalTo(imageView.snp.bottom).offset(8)
                make.leading.equalTo(view.safeAreaLayoutGuide).inset(16)
            }
            func updateSizeClassConstraints(for traits: UITraitCollection) {
                (compactWidthOrCompactHeightConstraints + regularWidthRegularHeightConstraints + compactHeightConstraints + regularHeightConstraints).forEach { $0.deactivate() }
                if traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact {
                    compactWidthOrCompactHeightConstraints.forEach { $0.activate() }
                }
                if traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular {
                    regularWidthRegularHeightConstraints.forEach { $0.activate() }
                }
                if traits.verticalSizeClass == .compact {
                    compactHeightConstraints.forEach { $0.activate() }
                }
                if traits.verticalSizeClass == .regular {
                    regularHeightConstraints.forEach { $0.activate() }
                }
            }
            updateSizeClassConstraints(for: traitCollection)

            """)
        #expect(run.conversion.notes.isEmpty)
    }

    @Test("anchors keep each size class's constraints in an array that a function activates and deactivates by the traits")
    func anchors() throws {
        let run = try ScreenConversionTests.convert("SizeClasses.storyboard", to: .anchors)
        #expect(run.conversion.text == """
            // MARK: - PhotoViewController (SizeClasses.storyboard, scene p-scene)
            let imageView = UIImageView()
            imageView.translatesAutoresizingMaskIntoConstraints = false
            imageView.image = UIImage(named: "photo")
            view.addSubview(imageView)

            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = "Caption"
            label.font = .systemFont(ofSize: 17)
            label.numberOfLines = 0
            view.addSubview(label)

            NSLayoutConstraint.activate([
                imageView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
                imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor),
            ])

            // Constraints only some size classes install: keep their arrays and updateSizeClassConstraints(for:) in the view controller, and call it from traitCollectionDidChange(_:) too.
            let compactWidthOrCompactHeightConstraints = [
                imageView.widthAnchor.constraint(equalToConstant: 120),
            ]
            let regularWidthRegularHeightConstraints = [
                imageView.widthAnchor.constraint(equalToConstant: 240),
            ]
            let compactHeightConstraints = [
                imageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: 12),
                label.centerYAnchor.constraint(equalTo: imageView.centerYAnchor),
            ]
            let regularHeightConstraints = [
                imageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            ]
            func updateSizeClassConstraints(for traits: UITraitCollection) {
                NSLayoutConstraint.deactivate(compactWidthOrCompactHeightConstraints + regularWidthRegularHeightConstraints + compactHeightConstraints + regularHeightConstraints)
                if traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact {
                    NSLayoutConstraint.activate(compactWidthOrCompactHeightConstraints)
                }
                if traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular {
                    NSLayoutConstraint.activate(regularWidthRegularHeightConstraints)
                }
                if traits.verticalSizeClass == .compact {
                    NSLayoutConstraint.activate(compactHeightConstraints)
                }
                if traits.verticalSizeClass == .regular {
                    NSLayoutConstraint.activate(regularHeightConstraints)
                }
            }
            updateSizeClassConstraints(for: traitCollection)

            """)
        #expect(run.conversion.notes.isEmpty)
    }

    @Test("Masonry prepares each size class's constraints into an array that a block switches by the traits")
    func masonry() throws {
        let run = try ScreenConversionTests.convert("SizeClasses.storyboard", to: .masonry)
        #expect(run.conversion.text == """
            // MARK: - PhotoViewController (SizeClasses.storyboard, scene p-scene)
            UIView *view = self.view;

            UIImageView *imageView = [[UIImageView alloc] init];
            imageView.translatesAutoresizingMaskIntoConstraints = NO;
            imageView.image = [UIImage imageNamed:@"photo"];
            [view addSubview:imageView];

            UILabel *label = [[UILabel alloc] init];
            label.translatesAutoresizingMaskIntoConstraints = NO;
            label.text = @"Caption";
            label.font = [UIFont systemFontOfSize:17];
            label.numberOfLines = 0;
            [view addSubview:label];

            [imageView mas_makeConstraints:^(MASConstraintMaker *make) {
                make.leading.equalTo(view.mas_safeAreaLayoutGuideLeading).offset(16);
                make.width.equalTo(imageView.mas_height);
            }];
            [label mas_makeConstraints:^(MASConstraintMaker *make) {
                make.trailing.equalTo(view.mas_safeAreaLayoutGuideTrailing).offset(-16);
            }];

            // Constraints only some size classes install: keep their arrays and updateSizeClassConstraints in the view controller, and call it from traitCollectionDidChange: too.
            NSMutableArray<MASConstraint *> *compactWidthOrCompactHeightConstraints = [NSMutableArray array];
            [compactWidthOrCompactHeightConstraints addObjectsFromArray:[imageView mas_prepareConstraints:^(MASConstraintMaker *make) {
                make.width.mas_equalTo(120);
            }]];
            NSMutableArray<MASConstraint *> *regularWidthRegularHeightConstraints = [NSMutableArray array];
            [regularWidthRegularHeightConstraints addObjectsFromArray:[imageView mas_prepareConstraints:^(MASConstraintMaker *make) {
                make.width.mas_equalTo(240);
            }]];
            NSMutableArray<MASConstraint *> *compactHeightConstraints = [NSMutableArray array];
            [compactHeightConstraints addObjectsFromArray:[imageView mas_prepareConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(view.mas_safeAreaLayoutGuideTop).offset(8);
            }]];
            [compactHeightConstraints addObjectsFromArray:[label mas_prepareConstraints:^(MASConstraintMaker *make) {
                make.leading.equalTo(imageView.mas_trailing).offset(12);
                make.centerY.equalTo(imageView);
            }]];
            NSMutableArray<MASConstraint *> *regularHeightConstraints = [NSMutableArray array];
            [regularHeightConstraints addObjectsFromArray:[imageView mas_prepareConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(view.mas_safeAreaLayoutGuideTop).offset(20);
            }]];
            [regularHeightConstraints addObjectsFromArray:[label mas_prepareConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(imageView.mas_bottom).offset(8);
                make.leading.equalTo(view.mas_safeAreaLayoutGuideLeading).offset(16);
            }]];
            void (^updateSizeClassConstraints)(UITraitCollection *) = ^(UITraitCollection *traits) {
                for (MASConstraint *constraint in compactWidthOrCompactHeightConstraints) [constraint deactivate];
                for (MASConstraint *constraint in regularWidthRegularHeightConstraints) [constraint deactivate];
                for (MASConstraint *constraint in compactHeightConstraints) [constraint deactivate];
                for (MASConstraint *constraint in regularHeightConstraints) [constraint deactivate];
                if (traits.horizontalSizeClass == UIUserInterfaceSizeClassCompact || traits.verticalSizeClass == UIUserInterfaceSizeClassCompact) {
                    for (MASConstraint *constraint in compactWidthOrCompactHeightConstraints) [constraint activate];
                }
                if (traits.horizontalSizeClass == UIUserInterfaceSizeClassRegular && traits.verticalSizeClass == UIUserInterfaceSizeClassRegular) {
                    for (MASConstraint *constraint in regularWidthRegularHeightConstraints) [constraint activate];
                }
                if (traits.verticalSizeClass == UIUserInterfaceSizeClassCompact) {
                    for (MASConstraint *constraint in compactHeightConstraints) [constraint activate];
                }
                if (traits.verticalSizeClass == UIUserInterfaceSizeClassRegular) {
                    for (MASConstraint *constraint in regularHeightConstraints) [constraint activate];
                }
            };
            updateSizeClassConstraints(self.traitCollection);

            """)
        #expect(run.conversion.notes.isEmpty)
    }

    @Test("VFL writes the document's own size classes and comments out the others' constraints, with notes")
    func visualFormat() throws {
        let run = try ScreenConversionTests.convert("SizeClasses.storyboard", to: .vfl)
        #expect(run.conversion.text == """
            // MARK: - PhotoViewController (SizeClasses.storyboard, scene p-scene)
            let imageView = UIImageView()
            imageView.translatesAutoresizingMaskIntoConstraints = false
            imageView.image = UIImage(named: "photo")
            view.addSubview(imageView)

            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = "Caption"
            label.font = .systemFont(ofSize: 17)
            label.numberOfLines = 0
            view.addSubview(label)

            let views: [String: Any] = ["label": label, "imageView": imageView]
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[imageView]-8-[label]", options: [], metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "[imageView(120)]", options: [], metrics: nil, views: views))
            // Not expressible in VFL:
            //   imageView.top == view.safeAreaLayoutGuide.top + 20
            //   imageView.leading == view.safeAreaLayoutGuide.leading + 16
            //   label.leading == view.safeAreaLayoutGuide.leading + 16
            //   label.trailing == view.safeAreaLayoutGuide.trailing - 16
            //   imageView.width == imageView.height
            imageView.snp.makeConstraints { make in
                make.top.equalTo(view.safeAreaLayoutGuide).inset(20)
                make.leading.equalTo(view.safeAreaLayoutGuide).inset(16)
                make.width.equalTo(imageView.snp.height)
            }
            label.snp.makeConstraints { make in
                make.leading.trailing.equalTo(view.safeAreaLayoutGuide).inset(16)
            }
            // not written: imageView.width == 240 (installed only for wR hR, and VFL cannot switch constraints by size class)
            // not written: imageView.top == view.safeAreaLayoutGuide.top + 8 (installed only for hC, and VFL cannot switch constraints by size class)
            // not written: label.leading == imageView.trailing + 12 (installed only for hC, and VFL cannot switch constraints by size class)
            // not written: label.centerY == imageView.centerY (installed only for hC, and VFL cannot switch constraints by size class)

            """)
        #expect(run.conversion.notes == [
            "imageView.width == 240 is not written: installed only for wR hR, and VFL cannot switch constraints by size class",
            "imageView.top == view.safeAreaLayoutGuide.top + 8 is not written: installed only for hC, and VFL cannot switch constraints by size class",
            "label.leading == imageView.trailing + 12 is not written: installed only for hC, and VFL cannot switch constraints by size class",
            "label.centerY == imageView.centerY is not written: installed only for hC, and VFL cannot switch constraints by size class",
        ])
    }
}
