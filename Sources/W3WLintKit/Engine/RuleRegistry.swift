import Foundation

/// The rule kinds packs can instantiate and the packs `extends:` can name. A team that builds its own linter
/// binary registers more kinds (and packs) here.
public struct RuleRegistry: Sendable {
    public private(set) var kinds: [String: any RuleKind.Type] = [:]
    /// Pack name → pack text (YAML), for `extends:`.
    public private(set) var packs: [String: String] = [:]
    /// Packs applied when no configuration names any (`extends` absent).
    public var defaultPacks: [String]

    public init(kinds: [any RuleKind.Type] = [], packs: [String: String] = [:], defaultPacks: [String] = []) {
        for kind in kinds { self.kinds[kind.description.kind] = kind }
        self.packs = packs
        self.defaultPacks = defaultPacks
    }

    /// The built-in kinds and packs (`Rules/*.yml`, embedded in the binary), with `w3w` as the default pack.
    public static let standard = RuleRegistry(
        kinds: [ContrastRule.self, RequiredModesRule.self, ScaleRule.self, PresetsRule.self, PatternRule.self,
                RequiredRule.self, RangeRule.self, PaletteRule.self, TypographyRule.self, PresetConsistencyRule.self,
                ComponentSizeRule.self, HierarchyRule.self, ReferenceRule.self],
        packs: BuiltinPacks.texts, defaultPacks: ["w3w"])

    public mutating func register(_ kind: any RuleKind.Type) {
        kinds[kind.description.kind] = kind
    }

    /// Adds a pack under `name`, so `extends: [name]` finds it (and `defaultPacks` may list it).
    public mutating func register(pack text: String, named name: String) {
        packs[name] = text
    }

    /// A built-in pack, parsed (the built-in packs are tested, so a failure here is a bug in w3wlint).
    func builtinPack(_ name: String) -> Result<RulePack, ConfigurationErrors>? {
        packs[name].map { RulePack.parse($0, file: "Rules/\(name).yml", name: name) }
    }
}
