/// Which of a view's constraints and subviews are installed for some traits:
/// each is installed unless the `default` variation excludes it; a variation
/// whose traits match includes or excludes it again, the more specific
/// (naming more size classes) winning over the less.
struct IBInstallation {
    private let variations: [IBVariation]
    private let traits: IBTraits

    init(_ view: IBView, traits: IBTraits) {
        variations = view.variations
        self.traits = traits
    }

    func installsConstraint(_ id: String) -> Bool {
        installs(id, excluded: \.excludedConstraints, included: \.includedConstraints)
    }

    func installsSubview(_ id: String) -> Bool {
        installs(id, excluded: \.excludedSubviews, included: \.includedSubviews)
    }

    private func installs(_ id: String, excluded: KeyPath<IBVariation, [String]>, included: KeyPath<IBVariation, [String]>) -> Bool {
        var installed = true, decidedAt = -1
        for variation in variations where variation.traits.isDefault || variation.traits.matches(traits) {
            let specificity = variation.traits.isDefault ? 0 : variation.traits.specificity
            guard specificity >= decidedAt else { continue }
            if variation[keyPath: excluded].contains(id) {
                (installed, decidedAt) = (false, specificity)
            } else if variation[keyPath: included].contains(id) {
                (installed, decidedAt) = (true, specificity)
            }
        }
        return installed
    }

    /// The constant a constraint takes for the traits: the most specific matching variation's, else its own.
    static func constant(of constraint: IBConstraint, traits: IBTraits) -> Double {
        constraint.constantVariations.mostSpecific(under: traits) { $0.traits }?.constant ?? constraint.constant
    }
}
